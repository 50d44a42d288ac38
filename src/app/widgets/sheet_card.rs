//! A system's score sheet as a card: the total and how it was reached (with the limit when
//! one applied), the chosen arrangement, the counted patterns as a table (value, name, tiles;
//! ids on hover), what was not counted, the payments and the other readings. Used by the
//! calculator, the drill's answer and the viewer's win sheet.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::widgets::arrangement_ui;
use crate::rules::{LimitKind, PatternDef, PatternValue, RuleSettings, ScoreSheet, Scored};
use egui::{Align, Layout, RichText, Sense, Ui, vec2};

/// The text size of the sheet's tables (points at scale 1).
pub const TEXT_SIZE: f32 = 14.0;

/// The narrowest a card can be and still show its columns.
pub const MIN_CARD_WIDTH: f32 = 300.0;

/// Below this width a card folds its payments.
pub const COMPACT_WIDTH: f32 = 340.0;

/// What a score card shows: a system's result for a hand.
pub struct Card<'a> {
    /// The card's place, which the hovered pattern reports back.
    pub index: usize,
    pub scored: &'a Scored,
    pub sheet: &'a ScoreSheet,
    /// The hand's melds, seat and bonus tiles: a claimed tile is drawn turned toward where
    /// it came from.
    pub declared: crate::app::widgets::Declared<'a>,
}

/// What each pattern's value counts: Sichuan counts fan and pays points, the others count in
/// the unit of their total.
pub fn value_unit(sheet: &ScoreSheet) -> &'static str {
    pattern_unit(sheet.rules.unwrap_or(""), sheet.unit.unwrap_or("points"))
}

/// What a pattern's value counts under the rule system `rules` whose totals are in `unit`.
pub fn pattern_unit(rules: &str, unit: &'static str) -> &'static str {
    if rules == "sichuan" { "fan" } else { unit }
}

/// What one occurrence of a pattern is worth under `settings`, in words: "480 points" (Zung
/// Jung's Nine Gates), "limit of 10 fan" (a Hong Kong limit hand); `None` when it counts
/// nothing under these options. The Drill's pattern list and the Rules screen both say it;
/// the score sheet's rows count the same [`RuleSettings::pattern_value`].
pub fn pattern_value_text(
    i18n: &I18n,
    settings: &RuleSettings,
    def: &PatternDef,
) -> Option<String> {
    let unit = pattern_unit(settings.id(), settings.unit());
    match settings.pattern_value(def) {
        PatternValue::Points(0) => None,
        PatternValue::Points(v) => Some(i18n.amount(unit, v)),
        PatternValue::Limit(v) => {
            Some(i18n.tr_args("limit-worth", &[("amount", i18n.amount(unit, v).into())]))
        }
    }
}

/// How the total was reached, in words: "1 + 1 + 6 = 8 fan", "1 + 1 + 1 + 6 + 6 = 15 fan,
/// limit: 10 fan", "1 + 2 = 3 fan, worth 8 points" (Sichuan), "a limit hand counts alone:
/// 10 fan". `None` when a single pattern makes the total and nothing more is to be said.
pub fn sum_line(i18n: &I18n, sheet: &ScoreSheet) -> Option<String> {
    let total = sheet.total?;
    let unit = sheet.unit.unwrap_or("points");
    let counted = value_unit(sheet);
    let sichuan = counted != unit;
    if sheet.limit == Some(LimitKind::Fixed) {
        return Some(i18n.tr_args(
            "sheet-limit-alone",
            &[("limit", i18n.amount(unit, total).into())],
        ));
    }
    let values: Vec<u32> = sheet.patterns.iter().map(|p| p.value).collect();
    let sum: u32 = values.iter().sum();
    let worth = match sheet.limit {
        Some(_) => Some(i18n.tr_args("sheet-limit", &[("limit", i18n.amount(unit, total).into())])),
        None if sichuan => Some(i18n.tr_args(
            "sheet-worth",
            &[("amount", i18n.amount(unit, total).into())],
        )),
        None => None,
    };
    let reached = match values.as_slice() {
        [] => i18n.amount(counted, sum),
        [_] if worth.is_none() => return None,
        [_] => i18n.amount(counted, sum),
        _ => {
            let terms: Vec<String> = values.iter().map(u32::to_string).collect();
            format!("{} = {}", terms.join(" + "), i18n.amount(counted, sum))
        }
    };
    Some(match worth {
        Some(worth) => format!("{reached}, {worth}"),
        None => reached,
    })
}

/// A table row: cells of fixed widths side by side, each wrapping inside its width. Returns
/// the row's rect.
pub(crate) fn row_ui(ui: &mut Ui, widths: &[f32], cells: &[(RichText, Align)]) -> egui::Rect {
    let response = ui
        .horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            for (&width, (text, align)) in widths.iter().zip(cells) {
                ui.allocate_ui_with_layout(vec2(width, 0.0), Layout::top_down(*align), |ui| {
                    ui.set_width(width);
                    ui.add(egui::Label::new(text.clone()).wrap());
                });
            }
        })
        .response;
    // A screen reader (and a test) reads the row as one line.
    response.widget_info(|| {
        let line: Vec<&str> = cells.iter().map(|(text, _)| text.text()).collect();
        egui::WidgetInfo::labeled(egui::Role::Row, true, line.join(" "))
    });
    response.rect
}

/// The height of the small tiles a pattern's row draws.
const ROW_TILE_HEIGHT: f32 = 18.0;

/// A counted pattern's row: its value, its name, and the tiles that make it drawn as tiles
/// (its groups apart), read by a screen reader in words.
fn pattern_row_ui(
    ui: &mut Ui,
    widths: &[f32],
    value: RichText,
    name: RichText,
    tiles: &str,
    i18n: &I18n,
) -> egui::Rect {
    use crate::app::widgets::tile_art::{Face, TileLook};
    use crate::app::widgets::tile_image;
    use crate::tiles::{NotationGroup, parse_group};
    let groups: Vec<NotationGroup> = tiles.split_whitespace().map(parse_group).collect();
    let words: Vec<String> = groups
        .iter()
        .map(|g| crate::rules::explain::group_named(i18n, g))
        .collect();
    let widths = [widths[0], widths[1], widths.get(2).copied().unwrap_or(60.0)];
    let response = ui
        .horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            for (width, text, align) in [
                (widths[0], &value, Align::Max),
                (widths[1], &name, Align::Min),
            ] {
                ui.allocate_ui_with_layout(vec2(width, 0.0), Layout::top_down(align), |ui| {
                    ui.set_width(width);
                    ui.add(egui::Label::new(text.clone()).wrap());
                });
            }
            let layout = Layout::left_to_right(Align::Min).with_main_wrap(true);
            ui.allocate_ui_with_layout(vec2(widths[2], 0.0), layout, |ui| {
                ui.set_width(widths[2]);
                ui.spacing_mut().item_spacing = vec2(1.0, 2.0);
                let look = TileLook::default();
                // Each group asks for its whole width: a row wraps between groups, never
                // inside one.
                let tile_width = crate::app::widgets::tile_art::tile_size(ROW_TILE_HEIGHT).x + 1.0;
                for group in &groups {
                    let faces: Vec<Face> = match group {
                        NotationGroup::Tiles(t) => t.iter().map(|&t| Face::Tile(t)).collect(),
                        NotationGroup::Bonus(b) => b.iter().map(|&b| Face::Bonus(b)).collect(),
                        NotationGroup::Text(t) => {
                            ui.label(RichText::new(t).size(TEXT_SIZE - 1.0));
                            continue;
                        }
                    };
                    let width = tile_width * faces.len() as f32 + 5.0;
                    let inner = Layout::left_to_right(Align::Min);
                    ui.allocate_ui_with_layout(vec2(width, ROW_TILE_HEIGHT), inner, |ui| {
                        ui.spacing_mut().item_spacing.x = 1.0;
                        for face in faces {
                            tile_image(ui, face, ROW_TILE_HEIGHT, look);
                        }
                    });
                }
            });
        })
        .response;
    response.widget_info(|| {
        let line = format!("{} {} {}", value.text(), name.text(), words.join(", "));
        egui::WidgetInfo::labeled(egui::Role::Row, true, line)
    });
    response.rect
}

/// Column widths for a table: the first fixed (a number), the middle ones each a share of
/// what remains up to a most, the last the rest.
fn widths(ui: &Ui, first: f32, middle: &[(f32, f32)]) -> Vec<f32> {
    let gaps = 8.0 * (middle.len() + 1) as f32;
    let rest = (ui.available_width() - first - gaps).max(60.0);
    let middle: Vec<f32> = middle
        .iter()
        .map(|&(share, most)| (rest * share).min(most))
        .collect();
    let last = (rest - middle.iter().sum::<f32>()).max(0.0);
    std::iter::once(first).chain(middle).chain([last]).collect()
}

fn number(n: u32) -> RichText {
    RichText::new(n.to_string()).size(TEXT_SIZE).monospace()
}

fn text(s: impl Into<String>) -> RichText {
    RichText::new(s).size(TEXT_SIZE)
}

fn heading(ui: &mut Ui, s: impl Into<String>) {
    ui.add_space(6.0);
    ui.label(RichText::new(s).size(TEXT_SIZE).strong());
}

/// One system's score sheet as a card; returns the hovered pattern's groups.
pub fn sheet_card_ui(
    ui: &mut Ui,
    card: Card<'_>,
    i18n: &I18n,
    corner_index: bool,
    highlight: Option<u32>,
) -> Option<(usize, u32)> {
    let Card {
        index: k,
        scored,
        sheet,
        declared,
    } = card;
    let mut hovered = None;
    let total = sheet.total.unwrap_or(0);
    let amount = i18n.amount(sheet.unit.unwrap_or("points"), total);
    let color = if sheet.valid {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().warn_fg_color
    };
    ui.label(RichText::new(amount).size(26.0).color(color))
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Label, true, format!("total {k}: {total}"))
        });
    if let Some(line) = sum_line(i18n, sheet) {
        ui.label(text(line));
    }
    if let Some(e) = crate::app::explain::verdict(i18n, scored).or_else(|| sheet.error.clone()) {
        ui.colored_label(ui.visuals().warn_fg_color, text(&e));
    }
    let fit = ui.available_width() / 13.0;
    let tile_height = crate::app::widgets::fitted_height(ui, fit.clamp(26.0, 40.0), fit);
    arrangement_ui(
        ui,
        &scored.chosen().arrangement,
        declared,
        tile_height,
        corner_index,
        highlight,
        i18n,
    );
    // Why this reading: said with the other readings when there are some; a narrow card
    // keeps it there, a wide one also under the tiles.
    let compact = ui.available_width() < COMPACT_WIDTH;
    let why = RichText::new(crate::app::explain::why(i18n, scored))
        .size(12.0)
        .weak();
    if !compact && !scored.evaluations.is_empty() {
        ui.label(why.clone());
    }
    ui.add_space(4.0);
    let chosen = scored.chosen();
    let columns = widths(ui, 40.0, &[(0.5, 300.0)]);
    let header = |s: String| RichText::new(s).size(12.0).weak();
    row_ui(
        ui,
        &columns,
        &[
            (
                header(i18n.tr(&format!("unit-{}", value_unit(sheet)))),
                Align::Max,
            ),
            (header(i18n.tr("sheet-col-pattern")), Align::Min),
            (header(i18n.tr("sheet-col-tiles")), Align::Min),
        ],
    );
    for (i, (hit, line)) in chosen.hits.iter().zip(&sheet.patterns).enumerate() {
        let name = i18n.pattern(line.id, &line.name);
        let name = if line.count > 1 {
            format!("{name} ×{}", line.count)
        } else {
            name
        };
        let rect = pattern_row_ui(
            ui,
            &columns,
            number(line.value),
            text(name),
            &line.tiles,
            i18n,
        );
        let marker = if line.interpretation {
            format!("\n({})", i18n.tr("interpretation"))
        } else {
            String::new()
        };
        let rule = i18n.tr_or(
            &format!("rule-{}", line.id.replace(['.', '_'], "-")),
            &line.rule,
        );
        let response = ui
            .interact(
                rect,
                ui.make_persistent_id(("pattern row", k, i)),
                Sense::hover(),
            )
            .on_hover_text(format!("{}\n{rule}{marker}", line.id));
        if response.hovered() {
            hovered = Some((k, hit.tiles));
        }
    }
    let excluded = &scored.chosen().excluded;
    if !excluded.is_empty() {
        heading(ui, i18n.tr("sheet-not-counted"));
        let columns = widths(ui, 40.0, &[]);
        for e in excluded {
            let name = i18n.pattern(e.hit.pattern.id, e.hit.pattern.name);
            let why = crate::app::explain::exclusion(i18n, e);
            row_ui(
                ui,
                &columns,
                &[
                    (number(e.hit.value).strikethrough().weak(), Align::Max),
                    (text(format!("{name} — {why}")), Align::Min),
                ],
            );
        }
    }
    let p = &scored.payments;
    if sheet.payments.is_some() {
        // A narrow card (five side by side) folds its payments; the header keeps the total.
        let title = format!("{}: {}", i18n.tr("sheet-payments"), p.winner_receives());
        egui::CollapsingHeader::new(text(title).strong())
            .id_salt(("payments", k, compact))
            .default_open(!compact)
            .show(ui, |ui| {
                let columns = widths(ui, 40.0, &[(0.3, 140.0)]);
                for (e, who) in payers_named(i18n, &p.entries, &p.instant) {
                    let why = crate::app::explain::payment(i18n, e.rule, e.amount);
                    row_ui(
                        ui,
                        &columns,
                        &[
                            (number(e.amount), Align::Max),
                            (text(who).strong(), Align::Min),
                            (text(why), Align::Min),
                        ],
                    );
                }
            });
    }
    if sheet.arrangements.len() > 1 {
        egui::CollapsingHeader::new(text(i18n.tr("sheet-other-readings")).strong())
            .id_salt(("readings", k))
            .show(ui, |ui| {
                ui.label(why);
                let columns = widths(ui, 40.0, &[]);
                for a in sheet.arrangements.iter().filter(|a| !a.chosen) {
                    row_ui(
                        ui,
                        &columns,
                        &[
                            (number(a.total), Align::Max),
                            (
                                RichText::new(&a.text).size(TEXT_SIZE - 1.0).monospace(),
                                Align::Min,
                            ),
                        ],
                    );
                }
            });
    }
    hovered
}

/// The payment rows with who pays each. A seat is named by its wind; with the discarder not
/// recorded, the discarder's share says "the discarder", and the others' equal shares are
/// one row for "each other player".
fn payers_named<'p>(
    i18n: &I18n,
    entries: &'p [crate::rules::Payment],
    instant: &'p [crate::rules::Payment],
) -> Vec<(&'p crate::rules::Payment, String)> {
    use crate::rules::PayerRole;
    let unknown_other =
        |e: &crate::rules::Payment| e.payer.is_none() && e.role != PayerRole::Discarder;
    let mut rows: Vec<(&crate::rules::Payment, String)> = Vec::new();
    for e in entries.iter().chain(instant) {
        let same_as_last = rows.last().is_some_and(|(last, _)| {
            unknown_other(last)
                && unknown_other(e)
                && last.amount == e.amount
                && last.rule == e.rule
        });
        if same_as_last {
            if let Some(last) = rows.last_mut() {
                last.1 = i18n.tr("sheet-each-other-player");
            }
            continue;
        }
        let who = match (e.payer, e.role) {
            (Some(w), _) => wind_name(i18n, w),
            (None, PayerRole::Discarder) => i18n.tr("sheet-the-discarder"),
            (None, _) => i18n.tr("sheet-another-player"),
        };
        rows.push((e, who));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::hand::{Hand, Situation, WinMethod};
    use crate::rules::hong_kong::HkOptions;
    use crate::rules::{RuleSettings, score, sheet_of};
    use crate::tiles::{Suit, Wind};

    fn sheet(notation: &str, winning: &str, win: WinMethod, rules: &RuleSettings) -> ScoreSheet {
        let mut situation = Situation {
            seat_wind: Wind::East,
            ..Situation::default()
        };
        situation.table.missing_suit = Some(Suit::Dots);
        let hand = Hand::from_notation(notation, winning, win, situation).expect("a valid hand");
        let scored = score(&hand, rules).expect("scored");
        sheet_of(&hand, &scored)
    }

    #[test]
    fn a_capped_total_says_its_limit() {
        let en = I18n::new(Lang::English);
        let hk = RuleSettings::HkOldStyle(crate::rules::hong_kong::Hk(HkOptions::default()));
        // All honours, all pungs, dragons, winds... add up past 10 fan.
        let s = sheet(
            "77z [111z] [222z] [555z] [666z]",
            "7z",
            WinMethod::Discard,
            &hk,
        );
        let line = sum_line(&en, &s).unwrap_or_default();
        assert!(line.ends_with(", limit: 10 fan"), "{line}");
        assert!(
            line.starts_with(&format!("{} + ", s.patterns[0].value)),
            "{line}"
        );
        let ru = sum_line(&I18n::new(Lang::Russian), &s).unwrap_or_default();
        assert!(ru.contains("лимит: 10 фан"), "{ru}");
        // Not capped: the sum alone, in fan.
        let s = sheet("123m456m789m234m55m", "5m", WinMethod::Discard, &hk);
        let line = sum_line(&en, &s).unwrap_or_default();
        assert!(
            line.ends_with(" = 9 fan") && !line.contains("limit"),
            "{line}"
        );
    }

    #[test]
    fn sichuan_counts_fan_and_pays_points() {
        let en = I18n::new(Lang::English);
        let sc = RuleSettings::Sichuan(Default::default());
        let s = sheet("11122233344455m", "5m", WinMethod::Discard, &sc);
        assert_eq!(value_unit(&s), "fan");
        let line = sum_line(&en, &s).unwrap_or_default();
        let total = s.total.unwrap_or(0);
        assert!(line.contains(" fan, "), "{line}");
        assert!(
            line.ends_with(&format!("{total} points")),
            "{line} (total {total})"
        );
    }

    #[test]
    fn a_single_pattern_needs_no_sum() {
        let en = I18n::new(Lang::English);
        let zj = RuleSettings::default();
        // A chicken hand: one line, and the total says it all.
        let s = sheet("456p789s99s55m [123m] 9s", "9s", WinMethod::Discard, &zj);
        assert_eq!(s.patterns.len(), 1, "{:?}", s.patterns);
        assert_eq!(sum_line(&en, &s), None);
        // Two patterns: the sum is spelled out.
        let s = sheet("123m456p789s234s55m", "5m", WinMethod::SelfDraw, &zj);
        assert_eq!(sum_line(&en, &s).as_deref(), Some("5 + 5 = 10 points"));
    }
}
