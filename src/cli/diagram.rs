//! `tilewise diagram`: a hand, one hand of a set, or a table position (or a results-only
//! hand's winner) drawn as PNG, SVG or a PDF page, in either tile style. A table position is
//! the square table ([`crate::art::table`]), seen from a seat (`--seat`) or every hand open.

use super::error::CliError;
use super::input::{load_tiles, read_input};
use crate::art::tile::TileStyle;
use crate::files::Limits;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct DiagramArgs {
    /// A hand file, drill set or game record (RON); `-` reads standard input.
    pub file: String,
    /// Where to write the image; `.png`, `.svg` or `.pdf` chooses the format.
    #[arg(short, long, value_name = "FILE")]
    pub output: std::path::PathBuf,
    /// Pixels per point: 2 draws a tile 96 pixels tall (SVG stays vector, only its size changes).
    #[arg(long, default_value_t = 2.0, value_parser = scale_value)]
    pub scale: f32,
    /// The hand of a drill set or game record, counted from 1.
    #[arg(long, value_name = "N")]
    pub hand: Option<usize>,
    /// The step of a game record's hand (0: the deal); its last step when left out. A
    /// results-only hand has no steps: its winner's hand is drawn.
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,
    /// A table seen from this seat (east, south, west or north): at the bottom, the others'
    /// hands as tile backs. From East with every hand open when left out.
    #[arg(long, value_name = "W", value_parser = wind_value)]
    pub seat: Option<crate::tiles::Wind>,
    /// Every hand open, even when seen from a seat.
    #[arg(long)]
    pub open: bool,
    /// The language of the table's words (winds, wall, dealer): en, ru or pl.
    #[arg(long, value_parser = super::input::lang_tag, default_value = "en")]
    pub lang: crate::i18n::Lang,
    /// Draw the beginner's index (1–9, E S W N, C F P) in the tiles' corners.
    #[arg(long)]
    pub index: bool,
    /// The tiles' style: `classic`, or `high-contrast` (dark outlines, one colour-blind-safe
    /// colour per suit).
    #[arg(long, value_name = "STYLE", default_value = "classic", value_parser = style_value)]
    pub style: TileStyle,
    /// A tile set to draw with: a folder or a .zip of one picture per tile (1m.png … back.png,
    /// see docs/formats.md). Tiles it lacks or cannot use are drawn as built in and named on
    /// standard error.
    #[arg(long, value_name = "DIR_OR_ZIP")]
    pub tiles: Option<std::path::PathBuf>,
    /// A background colour for a PNG, as rrggbb (e.g. ffffff); transparent when left out.
    #[arg(long, value_name = "RRGGBB", value_parser = background_color)]
    pub background: Option<egui::Color32>,
}

fn scale_value(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.25..=16.0).contains(&v) => Ok(v),
        _ => Err(format!("'{s}' is no scale from 0.25 to 16")),
    }
}

fn wind_value(s: &str) -> Result<crate::tiles::Wind, String> {
    use crate::tiles::Wind;
    Wind::ALL
        .into_iter()
        .find(|w| {
            let name = w.name();
            s.eq_ignore_ascii_case(name) || s.eq_ignore_ascii_case(&name[..1])
        })
        .ok_or_else(|| format!("'{s}' is no seat: east, south, west or north"))
}

fn style_value(s: &str) -> Result<TileStyle, String> {
    TileStyle::from_id(s).ok_or_else(|| format!("'{s}' is no tile style: classic or high-contrast"))
}

fn background_color(s: &str) -> Result<egui::Color32, String> {
    let hex = s.trim_start_matches('#');
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("x"), 16);
    match (hex.len(), byte(0), byte(2), byte(4)) {
        (6, Ok(r), Ok(g), Ok(b)) => Ok(egui::Color32::from_rgb(r, g, b)),
        _ => Err(format!("'{s}' is no colour as rrggbb (e.g. ffffff)")),
    }
}

pub fn diagram_command(
    args: &DiagramArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    use crate::art::export::{ImageFormat, encode};
    use crate::art::source::{SourceError, Which, picture_of_text};
    // Never onto what is read: the hand's file, or the tile set's zip or pictures.
    let mut inputs = vec![std::path::PathBuf::from(&args.file)];
    inputs.extend(
        args.tiles
            .iter()
            .flat_map(|t| crate::tileset::input_files(t)),
    );
    crate::files::refuse_inputs(&args.output, &inputs)
        .map_err(|e| format!("{}: {e}", args.output.display()))?;
    let text = read_input(&args.file, limits)?;
    let set = match &args.tiles {
        Some(path) => Some(load_tiles(path, args.lang)?),
        None => None,
    };
    let which = Which {
        hand: args.hand,
        step: args.step,
        corner_index: args.index,
        style: args.style,
        seat: args.seat,
        open: args.open,
        lang: args.lang,
        pictures: set.as_ref().map(|s| s.faces()),
    };
    let picture = match picture_of_text(&text, which) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", args.file);
            // As every command: what does not parse is exit 2, what does not replay exit 1.
            let code = match e {
                SourceError::File(_) | SourceError::Parse(_) => 2,
                _ => 1,
            };
            return Ok(ExitCode::from(code));
        }
    };
    let is_pdf = args
        .output
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
    let bytes = match ImageFormat::of_path(&args.output) {
        Some(format) => encode(&picture, format, args.scale, args.background)?,
        // A page as large as the picture (the scale does not apply: it is vector).
        None if is_pdf => crate::print::picture_pdf(&picture, 1.0)
            .map_err(|e| format!("{}: {e}", args.output.display()))?,
        None => {
            return Err(format!(
                "{}: the image must end in .png, .svg or .pdf",
                args.output.display()
            )
            .into());
        }
    };
    crate::files::write_atomic(&args.output, &bytes)
        .map_err(|e| format!("{}: {e}", args.output.display()))?;
    writeln!(
        out,
        "{}: {} × {} points",
        args.output.display(),
        picture.size.x.round(),
        picture.size.y.round()
    )?;
    Ok(ExitCode::SUCCESS)
}
