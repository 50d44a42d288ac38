//! Every screen of the app walked headless in every language: every text laid out (the frame's
//! text shapes, tooltips and collapsed parts opened where the walk opens them, and the
//! accessibility labels) is drawn with glyphs the bundled fonts have, and in Russian and Polish
//! no English sentence is left (ids such as `zj.1.1`, notation such as `123m`, file and player
//! names from records, and the club terms in `KEPT_IN_ENGLISH` are allowed).

use crate::harness::app_harness;
use egui::epaint::Shape;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::collections::BTreeSet;
use tilewise::app::screens::replays::ReplaysCommand;
use tilewise::app::{Command, Settings, TilewiseApp};
use tilewise::i18n::{I18n, KEPT_IN_ENGLISH, Lang, SAME_IN_POLISH};

/// What one frame lays out: every text shape's text with the fonts it is drawn in, and the
/// accessibility labels and values.
#[derive(Default)]
struct Seen {
    /// (where, text) of every text laid out.
    texts: BTreeSet<(String, String)>,
    /// (where, label) of the accessibility tree (names the tests reach widgets by).
    labels: BTreeSet<(String, String)>,
    /// (where, text) of every piece drawn with a glyph its font lacks.
    missing: BTreeSet<(String, String)>,
}

fn shapes_texts(shape: &Shape, out: &mut Vec<std::sync::Arc<egui::Galley>>) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| shapes_texts(s, out)),
        Shape::Text(t) => out.push(t.galley.clone()),
        _ => {}
    }
}

impl Seen {
    fn frame(&mut self, harness: &Harness<'_, TilewiseApp>, place: &str) {
        let ctx = harness.ctx.clone();
        let mut galleys = Vec::new();
        for clipped in &harness.output().shapes {
            shapes_texts(&clipped.shape, &mut galleys);
        }
        for galley in galleys {
            let job = &galley.job;
            self.texts.insert((place.to_string(), job.text.clone()));
            for section in &job.sections {
                let range = section.byte_range.start.0..section.byte_range.end.0;
                let piece = job.text.get(range).unwrap_or_default();
                let font = section.format.font_id.clone();
                let lacking: String = piece
                    .chars()
                    .filter(|&c| !c.is_control() && !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
                    .collect();
                if !lacking.is_empty() {
                    self.missing
                        .insert((place.to_string(), format!("{lacking:?} in {font:?}")));
                }
            }
        }
        for node in harness.root().query_all(egui_kittest::kittest::by()) {
            let ak = node.accesskit_node();
            let proportional = egui::FontId::proportional(14.0);
            for text in [ak.label(), ak.value()].into_iter().flatten() {
                let drawable: String = text.chars().filter(|c| !c.is_control()).collect();
                if !ctx.fonts_mut(|f| f.has_glyphs(&proportional, &drawable)) {
                    self.missing
                        .insert((place.to_string(), format!("label {text:?}")));
                }
                self.labels.insert((place.to_string(), text.to_string()));
            }
        }
    }
}

fn click_label(harness: &mut Harness<'_, TilewiseApp>, label: &str) {
    let node = harness.get_all_by_label(label).next();
    let Some(node) = node else {
        panic!("no '{label}' to click")
    };
    node.click();
    harness.run();
}

/// Opens every collapsed part whose header holds `text` (payments, other readings).
fn open_all(harness: &mut Harness<'_, TilewiseApp>, text: &str) {
    let n = harness.query_all_by_label_contains(text).count();
    for k in 0..n {
        if let Some(node) = harness.query_all_by_label_contains(text).nth(k) {
            node.click();
        }
        harness.run();
    }
}

/// Opens the payments and other readings of every score card shown.
fn open_cards(harness: &mut Harness<'_, TilewiseApp>, i18n: &I18n) {
    open_all(harness, &i18n.tr("sheet-payments"));
    open_all(harness, &i18n.tr("sheet-other-readings"));
}

const SYSTEMS: [&str; 5] = [
    "zung-jung",
    "hk-old-style",
    "hk-new-style",
    "singapore",
    "sichuan",
];

/// Every screen in one language: calculator (with a hand of every kind of card), drill question
/// and answered sheet of every system, rules of every system, replays at a win with a ledger
/// entry open, the help panel.
fn walk(lang: Lang) -> Seen {
    let i18n = I18n::new(lang);
    let mut seen = Seen::default();
    let mut harness = app_harness(Settings {
        language: lang,
        ..Settings::default()
    });
    harness.run();
    open_cards(&mut harness, &i18n);
    seen.frame(&harness, "calculator");
    // Hands for Sichuan (two suits), with bonus tiles and a kong (Singapore's instant
    // payments; one tile too many), and a notation error, typed as notation.
    for notation in [
        "11123456789m55p 5p",
        "234m567p99s [777z] (1111p) F1 S2 A1 A2 9s",
        "123m8z",
    ] {
        click_label(&mut harness, &i18n.tr("calc-clear"));
        harness.get_by_label("notation").click();
        harness.run();
        harness.get_by_label("notation").type_text(notation);
        harness.run();
        open_cards(&mut harness, &i18n);
        seen.frame(&harness, &format!("calculator {notation}"));
    }
    click_label(&mut harness, &i18n.tr("nav-drill"));
    for system in SYSTEMS {
        click_label(&mut harness, &i18n.tr(&format!("system-{system}")));
        if harness.query_by_label("answer").is_none() {
            click_label(&mut harness, &i18n.tr("drill-start"));
        }
        seen.frame(&harness, &format!("drill {system}"));
        harness.get_by_label("answer").click();
        harness.run();
        harness.get_by_label("answer").type_text("1");
        harness.run();
        click_label(&mut harness, &i18n.tr("drill-check"));
        click_label(&mut harness, &i18n.tr("drill-full-sheet"));
        open_cards(&mut harness, &i18n);
        seen.frame(&harness, &format!("drill {system} answered"));
        click_label(&mut harness, &i18n.tr("drill-next"));
    }
    click_label(&mut harness, &i18n.tr("nav-rules"));
    for system in SYSTEMS {
        click_label(&mut harness, &i18n.tr(&format!("system-{system}")));
        for part in ["rules-payments", "rules-options"] {
            if harness.query_by_label(&i18n.tr(part)).is_some() {
                click_label(&mut harness, &i18n.tr(part));
            }
        }
        seen.frame(&harness, &format!("rules {system}"));
    }
    click_label(&mut harness, &i18n.tr("nav-replays"));
    for sample in ["zj-short-demo.ron", "sichuan-short-demo.ron"] {
        let title = tilewise::app::screens::replays::sample_title(sample, &harness.state().i18n);
        click_label(&mut harness, &title);
        let mut presses = 0;
        while harness.query_by_label_contains("win total").is_none() && presses < 40 {
            harness.key_press(egui::Key::ArrowRight);
            harness.run();
            presses += 1;
        }
        assert!(
            harness.query_by_label_contains("win total").is_some(),
            "{lang:?}: {sample} reaches a win"
        );
        open_cards(&mut harness, &i18n);
        for entry in 0..3 {
            harness.state_mut().replays.selected = Some(entry);
            harness.run();
            seen.frame(&harness, &format!("replays {sample} entry {entry}"));
        }
        harness.key_press(egui::Key::End);
        harness.run();
        seen.frame(&harness, &format!("replays {sample} end"));
    }
    // Results-only records (bonus tiles, kongs, wins, Sichuan's wall's end) at every step, and
    // the night at a glance.
    for (system, seed) in [("singapore", 13), ("sichuan", 23)] {
        let rules = tilewise::rules::RuleSettings::from_id(system).expect("a system");
        let played = tilewise::sim::simulate(&rules, seed, 3).expect("a game");
        let mut record = tilewise::game::results_only(&played).expect("its results");
        // The record's own words (the simulator names its command as the event).
        record.header.event = Some("Club night".into());
        let ctx = harness.ctx.clone();
        let load = ReplaysCommand::Load {
            name: format!("{system}-night.ron"),
            text: record.to_ron(),
        };
        harness.state_mut().apply(Command::Replays(load), &ctx);
        harness.run();
        let steps: usize = record
            .hands
            .iter()
            .map(|h| h.result.as_ref().map_or(0, Vec::len) + 1)
            .sum();
        for step in 0..steps {
            open_cards(&mut harness, &i18n);
            seen.frame(&harness, &format!("replays {system} results step {step}"));
            harness.key_press(egui::Key::ArrowRight);
            harness.run();
        }
        click_label(&mut harness, &i18n.tr("replays-page-night"));
        seen.frame(&harness, &format!("replays {system} night"));
        click_label(&mut harness, &i18n.tr("replays-page-replay"));
    }
    harness.key_press(egui::Key::F1);
    harness.run();
    assert!(harness.state().help_open);
    seen.frame(&harness, "help");
    // The house-rules panel, every section, with an option changed.
    click_label(&mut harness, &i18n.tr("house-button"));
    assert!(harness.state().house.open);
    harness.state_mut().settings.house_rules.singapore.limit = 8;
    for section in tilewise::rules::house::Section::ALL {
        harness.state_mut().house.section = section;
        harness.run();
        seen.frame(&harness, &format!("house rules {}", section.id()));
    }
    seen
}

/// English words that do not occur in Russian or Polish text by themselves.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "of",
    "and",
    "is",
    "are",
    "in",
    "on",
    "at",
    "with",
    "for",
    "from",
    "it",
    "its",
    "this",
    "that",
    "not",
    "no",
    "or",
    "as",
    "be",
    "each",
    "every",
    "all",
    "one",
    "only",
    "pays",
    "pay",
    "paid",
    "hand",
    "hands",
    "tile",
    "tiles",
    "win",
    "wins",
    "won",
    "winning",
    "discard",
    "discards",
    "discarder",
    "draw",
    "draws",
    "drawn",
    "self",
    "wall",
    "player",
    "players",
    "points",
    "point",
    "score",
    "sheet",
    "total",
    "seat",
    "round",
    "wind",
    "winds",
    "east",
    "south",
    "west",
    "north",
    "dragon",
    "dragons",
    "pattern",
    "patterns",
    "rule",
    "rules",
    "open",
    "save",
    "clear",
    "next",
    "back",
    "start",
    "end",
    "play",
    "pause",
    "check",
    "help",
    "close",
    "calculator",
    "drill",
    "replays",
    "language",
    "show",
    "options",
    "payments",
    "ledger",
    "nobody",
    "step",
    "deal",
    "dealer",
    "concealed",
    "exposed",
    "pair",
    "pairs",
    "suit",
    "suits",
    "honours",
    "terminals",
    "flowers",
    "seasons",
    "bonus",
    "value",
    "instant",
    "readings",
    "reading",
    "arrangement",
    "chosen",
    "counted",
    "none",
    "wait",
];

/// Key caps named as printed on keyboards.
const KEY_NAMES: &[&str] = &["Home", "End"];

/// Whether a text reads as English: after taking out ids (`hk.ns.pair_258`), key names and
/// the club terms kept in English, it has a word that only English has.
fn english_words(text: &str) -> Vec<String> {
    let mut text: String = text
        .split_whitespace()
        .filter(|w| !(w.contains('.') || w.contains('_')) || w.ends_with('.'))
        .collect::<Vec<_>>()
        .join(" ");
    for kept in KEPT_IN_ENGLISH.iter().chain(KEY_NAMES) {
        text = text.replace(kept, " ");
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| ENGLISH_WORDS.contains(&w.to_ascii_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Text that comes from files rather than from the app: record file names, player names,
/// events and notes written in a record.
fn from_a_record(text: &str) -> bool {
    text.ends_with(".ron") || text.contains("Tilewise demo")
}

#[test]
fn english_detector_finds_english_and_spares_ids_and_notation() {
    assert!(!english_words("the winner pays").is_empty());
    assert!(english_words("zj.1.1 123m [777z] (1111p) F1 A2 Same Chow Pung").is_empty());
    assert!(english_words("hk.ns.pair_258 Para 2,5,8").is_empty());
    assert!(!english_words("it is the only way.").is_empty());
    assert!(english_words("Chicken Hand, Kong on Kong").is_empty());
}

#[test]
fn russian_and_polish_screens_have_no_english_sentence() {
    for lang in [Lang::Russian, Lang::Polish] {
        let seen = walk(lang);
        assert!(
            seen.texts.len() > 300,
            "{lang:?}: {} texts",
            seen.texts.len()
        );
        let english: Vec<String> = seen
            .texts
            .iter()
            .filter(|(_, t)| !from_a_record(t))
            .filter_map(|(place, t)| {
                let mut words = english_words(t);
                // Polish writes the club sheet's words as English does (docs/glossary.md).
                if lang == Lang::Polish {
                    words.retain(|w| !SAME_IN_POLISH.contains(&w.to_lowercase().as_str()));
                }
                (!words.is_empty()).then(|| format!("{place}: {t:?} ({words:?})"))
            })
            .collect();
        assert!(
            english.is_empty(),
            "{lang:?}: {} English texts:\n{}",
            english.len(),
            english.join("\n")
        );
    }
}

#[test]
fn every_glyph_drawn_on_every_screen_exists_in_the_bundled_fonts() {
    for lang in Lang::ALL {
        let seen = walk(lang);
        assert!(
            seen.missing.is_empty(),
            "{lang:?}: glyphs missing:\n{}",
            seen.missing
                .iter()
                .map(|(place, t)| format!("{place}: {t}"))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Pictures of the screens in Russian and Polish, to look at (`TILEWISE_SHOTS=dir cargo test
/// --test screens pictures -- --ignored`).
#[test]
#[ignore = "writes PNG files for a person to look at"]
fn pictures_of_every_screen() {
    let dir = std::env::var("TILEWISE_SHOTS").unwrap_or_else(|_| "target/shots".into());
    std::fs::create_dir_all(&dir).unwrap();
    for lang in [Lang::Russian, Lang::Polish] {
        let i18n = I18n::new(lang);
        let mut harness = app_harness(Settings {
            language: lang,
            ..Settings::default()
        });
        harness.run();
        let shot = |harness: &mut Harness<'_, TilewiseApp>, name: &str| {
            let image = harness.render().expect("render");
            image
                .save(format!("{dir}/{}-{name}.png", lang.tag()))
                .expect("png");
        };
        shot(&mut harness, "calculator");
        click_label(&mut harness, &i18n.tr("calc-clear"));
        harness.get_by_label("notation").click();
        harness.run();
        harness
            .get_by_label("notation")
            .type_text("11123456789m55p 5p");
        harness.run();
        open_cards(&mut harness, &i18n);
        shot(&mut harness, "calculator-sichuan");
        click_label(&mut harness, &i18n.tr("nav-drill"));
        click_label(&mut harness, &i18n.tr("system-sichuan"));
        harness.get_by_label("answer").click();
        harness.run();
        harness.get_by_label("answer").type_text("1");
        harness.run();
        click_label(&mut harness, &i18n.tr("drill-check"));
        click_label(&mut harness, &i18n.tr("drill-full-sheet"));
        shot(&mut harness, "drill-answered");
        click_label(&mut harness, &i18n.tr("nav-rules"));
        click_label(&mut harness, &i18n.tr("system-hk-new-style"));
        shot(&mut harness, "rules-hk");
        click_label(&mut harness, &i18n.tr("nav-replays"));
        let title = tilewise::app::screens::replays::sample_title(
            "sichuan-short-demo.ron",
            &harness.state().i18n,
        );
        click_label(&mut harness, &title);
        for _ in 0..7 {
            harness.key_press(egui::Key::ArrowRight);
            harness.run();
        }
        harness.state_mut().replays.selected = Some(0);
        harness.run();
        shot(&mut harness, "replays");
        harness.key_press(egui::Key::F1);
        harness.run();
        shot(&mut harness, "help");
    }
}
