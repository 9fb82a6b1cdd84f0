//! Highlighted squares and arrows.

use std::fmt::Write as _;

use crate::layout::{Layout, SQUARE};
use crate::palette::Palette;
use crate::write::Escaped;
use crate::{Mark, pieces::Defs};

/// The id of the check glow's gradient.
const GLOW: &str = "check-glow";

/// Writes the marks drawn under the pieces (last move, selected, check) for squares `(index, mark)`.
pub(crate) fn under(
    out: &mut String,
    defs: &mut Defs,
    layout: &Layout,
    marks: &[(usize, Mark)],
    palette: &Palette,
) {
    let mut glow = false;
    for &(index, mark) in marks {
        let (x, y) = layout.cell(index);
        let color = match mark {
            Mark::LastMove => &palette.last_move,
            Mark::Selected => &palette.selected,
            Mark::Check => {
                glow = true;
                let _ = write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"50\" fill=\"url(#{GLOW})\"/>",
                    x + SQUARE / 2,
                    y + SQUARE / 2
                );
                continue;
            }
            Mark::Destination => continue,
        };
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{}\" \
             fill-opacity=\"0.75\"/>",
            Escaped(color)
        );
    }
    if glow && !defs.text.contains(GLOW) {
        let check = Escaped(&palette.check);
        let _ = write!(
            defs.text,
            "<radialGradient id=\"{GLOW}\"><stop offset=\"0\" stop-color=\"{check}\"/>\
             <stop offset=\"0.25\" stop-color=\"{check}\"/><stop offset=\"1\" stop-color=\"{check}\" \
             stop-opacity=\"0\"/></radialGradient>"
        );
    }
}

/// Writes the legal-destination marks over the pieces: a dot on an empty square, a ring on an occupied
/// one.
pub(crate) fn over(
    out: &mut String,
    layout: &Layout,
    marks: &[(usize, Mark)],
    occupied: impl Fn(usize) -> bool,
    palette: &Palette,
) {
    let color = Escaped(&palette.destination);
    for &(index, mark) in marks {
        if mark != Mark::Destination {
            continue;
        }
        let (x, y) = layout.cell(index);
        let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
        if occupied(index) {
            let _ = write!(
                out,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"44\" fill=\"none\" stroke=\"{color}\" \
                 stroke-width=\"8\" stroke-opacity=\"0.6\"/>"
            );
        } else {
            let _ = write!(
                out,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"15\" fill=\"{color}\" fill-opacity=\"0.6\"/>"
            );
        }
    }
}

/// Writes arrows between square centres: a shaft and a head as one polygon (a ring for a square to
/// itself).
pub(crate) fn arrows(
    out: &mut String,
    layout: &Layout,
    arrows: &[(usize, usize)],
    palette: &Palette,
) {
    if arrows.is_empty() {
        return;
    }
    let color = Escaped(&palette.arrow);
    let _ = write!(out, "<g fill=\"{color}\" fill-opacity=\"0.75\">");
    for &(from, to) in arrows {
        let centre = |index| {
            let (x, y) = layout.cell(index);
            #[allow(clippy::cast_precision_loss)] // Picture coordinates are far below 2^52.
            ((x + SQUARE / 2) as f64, (y + SQUARE / 2) as f64)
        };
        let ((x0, y0), (x1, y1)) = (centre(from), centre(to));
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = dx.hypot(dy);
        if length < 1.0 {
            let _ = write!(
                out,
                "<circle cx=\"{x0}\" cy=\"{y0}\" r=\"40\" fill=\"none\" stroke=\"{color}\" \
                 stroke-width=\"9\" stroke-opacity=\"0.75\"/>"
            );
            continue;
        }
        // Unit vectors along and across the arrow; the head is 40 long and 48 wide, the shaft 16 wide.
        let (ux, uy) = (dx / length, dy / length);
        let (nx, ny) = (-uy, ux);
        let start = 20.0_f64.min(length / 4.0);
        let neck = (length - 40.0).max(start);
        let point = |along: f64, across: f64| {
            format!(
                "{:.1},{:.1}",
                x0 + ux * along + nx * across,
                y0 + uy * along + ny * across
            )
        };
        let _ = write!(
            out,
            "<polygon points=\"{} {} {} {} {} {} {}\"/>",
            point(start, 8.0),
            point(neck, 8.0),
            point(neck, 24.0),
            point(length, 0.0),
            point(neck, -24.0),
            point(neck, -8.0),
            point(start, -8.0)
        );
    }
    out.push_str("</g>");
}
