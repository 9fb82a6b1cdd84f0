//! The pictures: snapshots of the SVG text, the SVG read back as XML, and what a web page relies on.

use tabula_feen::Position;
use tabula_svg::{Arrow, Coordinates, Highlight, Mark, Options, render};

/// The README's positions: (name, FEEN).
const POSITIONS: [(&str, &str); 6] = [
    (
        "chess",
        "-rnbqk^bn-r/+p+p+p+p1+p+p+p/8/4p3/4P3/5N2/+P+P+P+P1+P+P+P/-RNBQK^B1-R / c/C",
    ),
    (
        "shogi",
        "ln1gk^1snl/1r1s2gb1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LNS1K^GSNL 2PS/b S/s",
    ),
    (
        "xiangqi",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAG^AEHR / x/X",
    ),
    ("line", "k^+p4+PK^ / C/c"),
    ("cube", "rnk^/ppp/3//3/3/3//PPP/3/RNK^ / G/g"),
    (
        "cross",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/9/+P+P+P+P+P+P+P2/-RNBQK^BN-R1 /p' C/s",
    ),
];

fn position(feen: &str) -> Position {
    feen.parse().expect("a valid FEEN string")
}

fn svg(feen: &str, options: &Options) -> String {
    render(&position(feen), options).expect("drawable")
}

/// The reference to a character's outline: `face` `j` (Japanese forms) or `c` (Chinese forms).
fn glyph(face: char, character: char) -> String {
    format!("href=\"#g{face}{:x}\"", u32::from(character))
}

/// Every attribute value of `name` in the document.
fn values<'a>(doc: &'a roxmltree::Document<'_>, name: &str) -> Vec<&'a str> {
    doc.descendants()
        .filter_map(|n| n.attribute(name))
        .collect()
}

#[test]
fn readme_positions_match_their_snapshots_and_are_xml() {
    for (name, feen) in POSITIONS {
        let drawn = svg(feen, &Options::default());
        let doc = roxmltree::Document::parse(&drawn).expect("well-formed XML");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        // Every `<use>` points at a definition in the document: the picture is self-contained.
        for target in values(&doc, "href") {
            let id = target.strip_prefix('#').expect("a local reference");
            assert!(
                doc.descendants().any(|n| n.attribute("id") == Some(id)),
                "{name}: #{id} undefined"
            );
        }
        insta::assert_snapshot!(name, drawn);
    }
}

#[test]
fn only_latin_text_is_left_to_the_fonts() {
    // What every sans-serif font has (DejaVu Sans, on every Debian): ASCII, ×, ′ and −. Every other
    // character is an outline.
    let latin = |c: char| c.is_ascii() || ['\u{d7}', '\u{2032}', '\u{2212}'].contains(&c);
    let mut texts = 0;
    for coordinates in [
        Coordinates::Cell,
        Coordinates::Kanji,
        Coordinates::Shogi,
        Coordinates::Xiangqi,
    ] {
        let mut options = Options::default();
        options.coordinates = coordinates;
        for (name, feen) in POSITIONS
            .iter()
            .chain(&[("hands", "9/9/9/9/9/9/9/9/9/9 2P+s'/cr' X/s")])
        {
            let drawn = svg(feen, &options);
            let doc = roxmltree::Document::parse(&drawn).unwrap();
            for text in doc.descendants().filter(|n| n.has_tag_name("text")) {
                let content = text.text().unwrap_or_default();
                assert!(content.chars().all(latin), "{name}: <text>{content}</text>");
                texts += 1;
            }
        }
    }
    assert!(texts > 100, "{texts}");
}

#[test]
fn every_square_and_piece_names_its_coordinate() {
    let drawn = svg(POSITIONS[0].1, &Options::default());
    let doc = roxmltree::Document::parse(&drawn).unwrap();
    let squares: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("data-square").is_some())
        .collect();
    assert_eq!(squares.len(), 64);
    let e4 = doc
        .descendants()
        .find(|n| {
            n.attribute("data-piece") == Some("C:P") && n.attribute("data-square") == Some("e4")
        })
        .expect("the pawn on e4");
    assert!(
        e4.attribute("transform")
            .unwrap()
            .starts_with("translate(448 ")
    );
    assert_eq!(
        values(&doc, "data-piece").len(),
        32,
        "every piece on the board carries its QPI token"
    );
    // The 3-D board names squares with their layer.
    let cube = svg(POSITIONS[4].1, &Options::default());
    assert!(cube.contains("data-square=\"c1A\"") && cube.contains("data-square=\"a3C\""));
}

#[test]
fn each_side_is_drawn_in_its_own_style() {
    let cross = svg(POSITIONS[5].1, &Options::default());
    // Chess pieces for the first player (`C`), shōgi pieces for the second (`s`), and the captured chess
    // pawn in the shōgi player's hand as a generic tile with its derived mark.
    assert!(cross.contains("id=\"cKingw\"") && cross.contains("id=\"sK"));
    assert!(!cross.contains("id=\"cKingb\""));
    assert!(cross.contains(">p</text>") && cross.contains("\u{2032}"));
    let xiangqi = svg(POSITIONS[2].1, &Options::default());
    assert!(
        xiangqi.contains("data-board=\"xiangqi\"")
            && xiangqi.contains(&glyph('c', '帥'))
            && xiangqi.contains(&glyph('c', '將'))
    );
    let shogi = svg(POSITIONS[1].1, &Options::default());
    assert!(
        shogi.contains("data-board=\"shogi\"")
            && shogi.contains(&glyph('j', '玉'))
            && shogi.contains(&glyph('j', '王'))
    );
    // A promoted piece is its own drawing, with the red ink.
    let promoted = svg("4k^4/9/9/9/9/9/9/9/+P3K^4 / S/s", &Options::default());
    assert!(promoted.contains(&glyph('j', 'と')) && promoted.contains("fill=\"#c0001a\""));
}

#[test]
fn gote_pieces_point_down_and_flip_turns_them() {
    let feen = "4k^4/9/9/9/9/9/9/9/4K^4 / S/s";
    let upright = svg(feen, &Options::default());
    let doc = roxmltree::Document::parse(&upright).unwrap();
    let turned = |doc: &roxmltree::Document<'_>, square: &str| {
        doc.descendants()
            .find(|n| {
                n.attribute("data-piece").is_some() && n.attribute("data-square") == Some(square)
            })
            .and_then(|n| n.attribute("transform"))
            .is_some_and(|t| t.contains("rotate(180"))
    };
    assert!(turned(&doc, "e9") && !turned(&doc, "e1"));
    let mut options = Options::default();
    options.flip = true;
    let flipped = svg(feen, &options);
    let doc = roxmltree::Document::parse(&flipped).unwrap();
    assert!(!turned(&doc, "e9") && turned(&doc, "e1"));
}

#[test]
fn flipping_mirrors_the_squares() {
    let feen = POSITIONS[0].1;
    let mut options = Options::default();
    let place = |drawn: &str, square: &str| {
        let doc = roxmltree::Document::parse(drawn).unwrap();
        let rect = doc
            .descendants()
            .find(|n| n.has_tag_name("rect") && n.attribute("data-square") == Some(square))
            .unwrap();
        (
            rect.attribute("x").unwrap().to_owned(),
            rect.attribute("y").unwrap().to_owned(),
        )
    };
    let upright = svg(feen, &options);
    options.flip = true;
    let flipped = svg(feen, &options);
    assert_eq!(place(&upright, "a1"), place(&flipped, "h8"));
    assert_eq!(place(&upright, "e4"), place(&flipped, "d5"));
}

#[test]
fn labels_follow_each_game() {
    let shogi = POSITIONS[1].1;
    let mut options = Options::default();
    options.coordinates = Coordinates::Kanji;
    let kanji = svg(shogi, &options);
    assert!(kanji.contains(&glyph('j', '九')) && kanji.contains(&glyph('j', '１')));
    options.coordinates = Coordinates::Shogi;
    let usi = svg(shogi, &options);
    assert!(usi.contains(">9</text>") && usi.contains(">i</text>"));
    options.coordinates = Coordinates::None;
    let bare = svg(shogi, &options);
    assert!(!bare.contains(">9</text>") && !bare.contains(">a</text>"));
    options.coordinates = Coordinates::Xiangqi;
    let xiangqi = svg(POSITIONS[2].1, &options);
    // Files 1 … 9 under the board and over it.
    assert_eq!(xiangqi.matches(">1</text>").count(), 2);
    // A 1-D board falls back to CELL labels.
    let line = svg(POSITIONS[3].1, &options);
    assert!(line.contains(">h</text>"));
}

#[test]
fn highlights_and_arrows_are_drawn_and_checked() {
    let mut options = Options::default();
    options.highlights = vec![
        Highlight::last_move("e2".parse().unwrap()),
        Highlight::last_move("e4".parse().unwrap()),
        Highlight::check("e8".parse().unwrap()),
        Highlight::new("f3".parse().unwrap(), Mark::Destination),
        Highlight::new("e3".parse().unwrap(), Mark::Destination),
        Highlight::new("d1".parse().unwrap(), Mark::Selected),
    ];
    options.arrows = vec![
        Arrow::new("g1".parse().unwrap(), "f3".parse().unwrap()),
        Arrow::new("a1".parse().unwrap(), "a1".parse().unwrap()),
    ];
    let drawn = svg(POSITIONS[0].1, &options);
    roxmltree::Document::parse(&drawn).unwrap();
    assert_eq!(drawn.matches("fill=\"#cdd16a\"").count(), 2);
    assert!(
        drawn.contains("url(#check-glow)") && drawn.contains("<radialGradient id=\"check-glow\"")
    );
    assert!(
        drawn.contains("r=\"15\" fill=\"#1b6e20\"")
            && drawn.contains("r=\"44\" fill=\"none\" stroke=\"#1b6e20\"")
    );
    assert!(drawn.contains("fill=\"#6a9fd4\""));
    assert_eq!(drawn.matches("<polygon").count(), 1);
    insta::assert_snapshot!("highlights", drawn);

    options.highlights = vec![Highlight::last_move("i9".parse().unwrap())];
    let error = render(&position(POSITIONS[0].1), &options).unwrap_err();
    assert_eq!(error.to_string(), "i9 is not a square of this 8×8 board");
    options.highlights.clear();
    options.arrows = vec![Arrow::new("e2".parse().unwrap(), "e4A".parse().unwrap())];
    assert_eq!(
        render(&position(POSITIONS[0].1), &options)
            .unwrap_err()
            .code(),
        "off-board"
    );
}

#[test]
fn size_scales_the_picture_not_the_drawing() {
    let mut options = Options::default();
    let small = svg(POSITIONS[3].1, &options);
    options.size = 96;
    let large = svg(POSITIONS[3].1, &options);
    let body = |s: &str| s.split_once('>').unwrap().1.to_owned();
    assert_eq!(body(&small), body(&large));
    assert!(small.contains("width=\"") && small != large);
    options.size = u32::MAX;
    let capped = svg(POSITIONS[3].1, &options);
    let doc = roxmltree::Document::parse(&capped).unwrap();
    let width: u32 = doc
        .root_element()
        .attribute("width")
        .unwrap()
        .parse()
        .unwrap();
    assert!(width <= 20 * tabula_svg::MAX_SIZE);
}

#[test]
fn palette_values_are_escaped() {
    let mut options = Options::default();
    options.palette.dark_square = "red\"/><script>".into();
    let drawn = svg(POSITIONS[0].1, &options);
    assert!(!drawn.contains("<script>"));
    roxmltree::Document::parse(&drawn).expect("still well-formed");
}

#[test]
fn the_largest_boards_draw() {
    // A 255-square line and a 3-D board with every dimension above one, hands on both sides.
    let line = format!("{} / C/c", 255);
    let drawn = svg(&line, &Options::default());
    assert_eq!(drawn.matches("data-square=").count(), 255);
    let cube = svg("2/2//2/2 2P/p X/y", &Options::default());
    roxmltree::Document::parse(&cube).unwrap();
    assert!(cube.contains("×2"));
}

#[cfg(feature = "png")]
#[test]
fn png_has_the_svg_size() {
    // A shōgi picture (its characters are outlines) and two without CJK characters (the README's six PNGs are
    // drawn and compared by scripts/render-pictures.sh --check).
    for (name, feen) in [POSITIONS[1], POSITIONS[3], POSITIONS[4]] {
        let drawn = svg(feen, &Options::default());
        let doc = roxmltree::Document::parse(&drawn).unwrap();
        let size = |attribute| -> u32 {
            doc.root_element()
                .attribute(attribute)
                .unwrap()
                .parse()
                .unwrap()
        };
        let png = tabula_svg::render_png(&position(feen), &Options::default()).expect("a PNG");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        // The IHDR chunk: width and height, big-endian, from byte 16.
        let read = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        assert_eq!(
            (read(16), read(20)),
            (size("width"), size("height")),
            "{name}"
        );
    }
}

#[cfg(feature = "png")]
#[test]
fn a_png_too_large_is_refused_before_drawing() {
    let mut options = Options::default();
    options.size = tabula_svg::MAX_SIZE;
    let error = tabula_svg::render_png(&position("255/255 / C/c"), &options).unwrap_err();
    assert_eq!(error.code(), "png");
    assert!(
        error.to_string().contains("more than the 67108864"),
        "{error}"
    );
}
