//! Writes the SVG and PNG of a FEEN position given as the first argument to the second argument (.svg/.png).
fn main() {
    let feen = std::env::args().nth(1).unwrap_or_default();
    let out = std::env::args().nth(2).unwrap_or_default();
    let flip = std::env::args().nth(3).is_some();
    let position: tabula_feen::Position = feen.parse().expect("FEEN");
    let mut options = tabula_svg::Options::default();
    options.flip = flip;
    std::fs::write(
        format!("{out}.svg"),
        tabula_svg::render(&position, &options).expect("svg"),
    )
    .unwrap();
    std::fs::write(
        format!("{out}.png"),
        tabula_svg::render_png(&position, &options).expect("png"),
    )
    .unwrap();
}
