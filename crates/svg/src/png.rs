//! PNG through resvg (feature `png`): the SVG drawn by [`render`](crate::render), rasterised in pure
//! Rust with the system's fonts (read once per process) for its Latin text.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};
use tabula_feen::Position;

use crate::{Error, Options};

/// The most pixels a PNG may have (a bound of ours: 2^26 pixels, 256 MiB of pixel buffer), checked before
/// any allocation.
///
/// ```
/// assert_eq!(tabula_svg::MAX_PIXELS, 67_108_864);
/// ```
pub const MAX_PIXELS: u64 = 1 << 26;

/// The system's fonts, loaded on first use.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = usvg::fontdb::Database::new();
            fonts.load_system_fonts();
            Arc::new(fonts)
        })
        .clone()
}

/// Draws `position` as a PNG image: [`render`](crate::render)'s SVG at [`Options::size`] pixels to a
/// square, rasterised by resvg. The CJK characters are outlines in the SVG, so no CJK font is needed;
/// the Latin text (labels, "to move", counts) takes a system font (`DejaVu Sans` first).
///
/// ```
/// let position: tabula_feen::Position = "k^+p4+PK^ / C/c".parse()?;
/// let png = tabula_svg::render_png(&position, &tabula_svg::Options::default())?;
/// assert_eq!(&png[1..4], b"PNG");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`render`](crate::render), and [`Error::Png`] when the image would have more than [`MAX_PIXELS`]
/// pixels (a large board at a large [`Options::size`]), or cannot be encoded.
pub fn render_png(position: &Position, options: &Options) -> Result<Vec<u8>, Error> {
    let svg = crate::render(position, options)?;
    // The pixel size is in the root element's first attributes, written by `render`.
    let pixels = ["width=\"", "height=\""]
        .map(|key| {
            svg.split_once(key)
                .and_then(|(_, rest)| rest.split_once('"'))
                .and_then(|(n, _)| n.parse::<u64>().ok())
                .unwrap_or(u64::MAX)
        })
        .iter()
        .fold(1u64, |a, &b| a.saturating_mul(b));
    if pixels > MAX_PIXELS {
        return Err(Error::Png(format!(
            "{pixels} pixels is more than the {MAX_PIXELS} a PNG may have; draw it smaller (size)"
        )));
    }
    let options = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&svg, &options).map_err(|e| Error::Png(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| Error::Png(format!("no {}×{} image", size.width(), size.height())))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| Error::Png(e.to_string()))
}
