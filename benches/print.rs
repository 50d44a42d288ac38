//! Print benchmarks: a 12-hand worksheet with its answer key to PDF (budget 1 s), drawn with
//! the built-in tile art and with the bundled ivory tile set (pictures embedded once), and
//! loading that set (47 PNGs decoded; done once, before a sheet is printed).
//!
//! `cargo bench --bench print -- --warm-up-time 1 --measurement-time 5`
//!
//! The same sheet from the command line: `tilewise worksheet --from-rules singapore --mode
//! payments --count 12 --seed 7 --answers --tiles assets/tilesets/ivory -o sheet.pdf`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use tilewise::drill::generate::Target;
use tilewise::drill::mode::{Level, Mode};
use tilewise::drill::set::DrillSet;
use tilewise::print::{WorksheetOptions, worksheet_pdf_with_tiles};
use tilewise::rules::RuleSettings;
use tilewise::tileset::TileSet;

/// The bundled ivory set's folder.
const IVORY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tilesets/ivory");

/// Twelve Singaporean hands asking who pays (bonus tiles, animals, melds), as
/// `worksheet --from-rules singapore --mode payments --count 12 --seed 7` deals them.
fn twelve_hands() -> DrillSet {
    let rules = RuleSettings::from_id("singapore").expect("singapore");
    let mut rng = fastrand::Rng::with_seed(7);
    DrillSet::dealt(
        &rules,
        &Target::Natural,
        Level::Standard,
        Mode::Payments,
        12,
        &mut rng,
    )
    .expect("twelve hands")
}

fn worksheet(c: &mut Criterion) {
    let set = twelve_hands();
    let options = WorksheetOptions {
        answers: true,
        ..WorksheetOptions::default()
    };
    let ivory = TileSet::load(Path::new(IVORY)).expect("the ivory set");
    let mut group = c.benchmark_group("worksheet_12_hands_answers");
    group.sample_size(20);
    group.bench_function("built_in", |b| {
        b.iter(|| worksheet_pdf_with_tiles(black_box(&set), &options, None).expect("pdf"))
    });
    group.bench_function("ivory", |b| {
        b.iter(|| {
            worksheet_pdf_with_tiles(black_box(&set), &options, Some(ivory.faces())).expect("pdf")
        })
    });
    group.finish();
}

fn load_set(c: &mut Criterion) {
    let mut group = c.benchmark_group("tileset_load");
    group.sample_size(20);
    group.bench_function("ivory_folder", |b| {
        b.iter(|| TileSet::load(black_box(Path::new(IVORY))).expect("the ivory set"))
    });
    group.finish();
}

criterion_group!(benches, worksheet, load_set);
criterion_main!(benches);
