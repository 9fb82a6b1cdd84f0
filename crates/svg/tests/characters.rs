//! The shōgi and xiangqi characters are shapes, not text: drawn to pixels by resvg with no font at all,
//! every piece of a game looks different from every other piece of that game and from a blank piece.
#![cfg(feature = "png")]

use std::sync::Arc;

use resvg::{tiny_skia, usvg};
use tabula_feen::Position;
use tabula_svg::{Coordinates, Options, render};

/// Pixels to a square: a character's em square is 26 to 35 pixels wide.
const SIZE: u32 = 64;

/// The RGBA pixels of `svg` drawn by resvg with an empty font database: any text is left out.
fn pixels(svg: &str) -> Vec<u8> {
    let options = usvg::Options {
        fontdb: Arc::new(usvg::fontdb::Database::new()),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).expect("a valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a small picture");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.take()
}

/// Which pixels of `a` differ from `b` by more than a quarter of the scale in some channel.
fn ink(a: &[u8], b: &[u8]) -> Vec<bool> {
    a.chunks(4)
        .zip(b.chunks(4))
        .map(|(p, q)| p.iter().zip(q).any(|(u, v)| u.abs_diff(*v) > 64))
        .collect()
}

/// The characters of one game's pieces: for each piece (alone on a two-square board, pointing up), the
/// pixels where it differs from the same piece drawn with its ink in its face's colour (a blank piece).
fn characters(style: char, pieces: &[&str]) -> Vec<(String, Vec<bool>)> {
    pieces
        .iter()
        .map(|&piece| {
            let second = piece.chars().any(|c| c.is_ascii_lowercase());
            let feen = format!("{piece}/1 / {}/{}", style, style.to_ascii_lowercase());
            let position: Position = feen.parse().expect("a valid FEEN string");
            let mut options = Options::default();
            options.size = SIZE;
            options.coordinates = Coordinates::None;
            // The second player's shōgi pieces point down unless the board is turned.
            options.flip = second && style == 'S';
            let drawn = pixels(&render(&position, &options).expect("drawable"));
            let p = &mut options.palette;
            p.shogi_text = p.shogi_piece.clone();
            p.shogi_promoted = p.shogi_piece.clone();
            p.xiangqi_red = p.xiangqi_piece.clone();
            p.xiangqi_black = p.xiangqi_piece.clone();
            let blank = pixels(&render(&position, &options).expect("drawable"));
            (piece.to_owned(), ink(&drawn, &blank))
        })
        .collect()
}

/// Every character has enough ink of its own (beyond what all the game's pieces share, such as the xiangqi
/// rings, which take their ink's colour too), and any two differ in enough pixels.
fn assert_all_different(game: &str, drawn: &[(String, Vec<bool>)]) {
    // A square is 64 × 64 = 4,096 pixels; the smallest character (と) covers about 150 of them.
    const COVERED: usize = 80;
    const DIFFERENT: usize = 60;
    let shared: Vec<bool> = (0..drawn[0].1.len())
        .map(|i| drawn.iter().all(|(_, ink)| ink[i]))
        .collect();
    let (mut least, mut thinnest) = (usize::MAX, usize::MAX);
    for (i, (a, ink_a)) in drawn.iter().enumerate() {
        let covered = ink_a
            .iter()
            .zip(&shared)
            .filter(|&(&p, &s)| p && !s)
            .count();
        thinnest = thinnest.min(covered);
        assert!(
            covered >= COVERED,
            "{game} {a}: {covered} pixels of ink of its own, like a blank piece"
        );
        for (b, ink_b) in &drawn[i + 1..] {
            let different = ink_a.iter().zip(ink_b).filter(|(p, q)| p != q).count();
            assert!(
                different >= DIFFERENT,
                "{game}: {a} and {b} look alike ({different} pixels differ)"
            );
            least = least.min(different);
        }
    }
    let pairs = drawn.len() * (drawn.len() - 1) / 2;
    println!(
        "{game}: {} pieces, the thinnest character has {thinnest} pixels of ink of its own; {pairs} pairs \
         compared, the closest two differ in {least} pixels",
        drawn.len()
    );
}

#[test]
fn every_shogi_piece_has_its_own_character() {
    let pieces = [
        "K^", "k^", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P",
    ];
    assert_all_different("shōgi", &characters('S', &pieces));
}

#[test]
fn every_xiangqi_piece_has_its_own_character() {
    let pieces = [
        "G^", "A", "E", "H", "R", "C", "P", "g^", "a", "e", "h", "r", "c", "p",
    ];
    assert_all_different("xiangqi", &characters('X', &pieces));
}

#[test]
fn the_river_and_the_kanji_coordinates_are_drawn_without_fonts() {
    let mut options = Options::default();
    options.size = 32;
    let xiangqi: Position = "9/9/9/9/9/9/9/9/9/9 / X/x".parse().unwrap();
    // The river's name is ink on the board between the two halves.
    let river = ink(
        &pixels(&render(&xiangqi, &options).unwrap()),
        &pixels(
            &render(&xiangqi, &options)
                .unwrap()
                .replace("href=\"#gc", "href=\"#none"),
        ),
    );
    let covered = river.iter().filter(|&&p| p).count();
    assert!(covered > 200, "楚河 漢界: {covered} pixels of ink");
    // Kanji labels: 一 … 九 and ９ … １.
    options.coordinates = Coordinates::Kanji;
    let shogi: Position = "9/9/9/9/9/9/9/9/9 / S/s".parse().unwrap();
    let labelled = render(&shogi, &options).unwrap();
    let labels = ink(
        &pixels(&labelled),
        &pixels(&labelled.replace("href=\"#gj", "href=\"#none")),
    );
    let covered = labels.iter().filter(|&&p| p).count();
    assert!(covered > 200, "kanji labels: {covered} pixels of ink");
    println!(
        "the river: {} pixels of ink; the kanji labels: {covered}",
        river.iter().filter(|&&p| p).count()
    );
}
