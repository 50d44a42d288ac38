//! The drill screen alone in a headless harness, with the commands it emitted, and the words it
//! shows: shared by the drill's UI tests.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::Screen as _;
use tilewise::app::screens::drill::{Drill, DrillCommand, clock, drill_ui};

/// The drill screen alone, with the commands it emitted (the app's part, draining the graded
/// answers into progress, left out so that they can be read here).
pub struct Bench {
    pub drill: Drill,
    pub i18n: I18n,
    /// The settings lent to the drill with the translations (default: no corner index).
    pub settings: tilewise::app::Settings,
    pub emitted: Vec<DrillCommand>,
}

/// A 1440×900 harness drawing `drill` in `lang` with the app's fonts and text sizes.
pub fn drill_bench(drill: Drill, lang: Lang) -> Harness<'static, Bench> {
    let state = Bench {
        drill,
        i18n: I18n::new(lang),
        settings: Default::default(),
        emitted: Vec::new(),
    };
    Harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .with_context_setup(|ctx| {
            let mut fonts = egui::FontDefinitions::default();
            tilewise::app::widgets::tile_art::install_fonts(&mut fonts);
            ctx.set_fonts(fonts);
            ctx.all_styles_mut(tilewise::app::readable_text);
        })
        .build_ui_state(
            |ui, b: &mut Bench| {
                let shared = tilewise::app::context::Ctx::new(&b.settings, &b.i18n);
                b.drill.apply(clock(ui.ctx(), true), &shared);
                let mut out = Vec::new();
                drill_ui(ui, &b.drill, &shared, &mut out);
                for c in out {
                    b.emitted.push(c.clone());
                    b.drill.apply(c, &shared);
                }
            },
            state,
        )
}

/// Every text the frame shows (labels and values of the accessibility tree).
pub fn texts<S>(h: &Harness<'_, S>) -> Vec<String> {
    h.root()
        .query_all(egui_kittest::kittest::by())
        .flat_map(|n| {
            let ak = n.accesskit_node();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// English left in a Russian or Polish frame: a piece of an English drill message (its text
/// between the placeholders, six letters or more) shown as it is.
pub fn english_left<S>(h: &Harness<'_, S>, lang: Lang) -> Vec<String> {
    if lang == Lang::English {
        return Vec::new();
    }
    let en = I18n::new(Lang::English);
    let shown = texts(h).join("\n");
    let mut left = Vec::new();
    for id in I18n::ids(Lang::English) {
        if !id.starts_with("drill-") {
            continue;
        }
        for piece in en.tr(&id).split(['{', '}']).step_by(2) {
            let piece = piece
                .trim()
                .trim_end_matches([':', '.', ',', '(', '…'])
                .trim();
            if piece.chars().filter(char::is_ascii_alphabetic).count() >= 6 && shown.contains(piece)
            {
                left.push(format!("{id}: {piece}"));
            }
        }
    }
    left
}
