//! A results-only hand in the viewer: stepped entry by entry as the table wrote it down. A win
//! shows the winner's hand in tiles, its total, the payments and the score sheet; a kong, bonus
//! tiles, a penalty or the wall's end show what happened and what it paid; a note shows as a
//! note. The hand's start lists its entries.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::replays::{
    LoadedGame, Replays, ReplaysCommand, add_win_to_set_ui, balance_so_far, disagreement_text,
    player_name, win_card_ui, winner_tabs_ui,
};
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::{meld_ui, table_hand_ui, tile_image};
use crate::formats::game_record::{BonusEntry, KongEntry, ResultEntry};
use crate::formats::melds_of_specs;
use crate::formats::settlement::EndHandSpec;
use crate::game::WinResult;
use crate::hand::{Flags, WinMethod};
use crate::tiles::{Wind, parse_bonus_list, parse_tiles};
use egui::{Color32, RichText, Ui};

/// The gold of a win's total, as on the played table.
const WIN_GOLD: Color32 = Color32::from_rgb(0xe0, 0xa0, 0x20);

/// A result entry in words (the line above the shown step).
pub fn describe_entry(i18n: &I18n, entry: &ResultEntry) -> String {
    let w = |s: Wind| wind_name(i18n, s);
    match entry {
        ResultEntry::Win(win) => i18n.tr_args(
            "result-win",
            &[
                ("seat", w(win.seat).into()),
                ("how", how_won(i18n, win.win, win.discarder).into()),
            ],
        ),
        ResultEntry::Wins(wins) => {
            let names: Vec<String> = wins.iter().map(|r| w(r.seat)).collect();
            i18n.tr_args("event-wins", &[("seats", names.join(", ").into())])
        }
        ResultEntry::Kong(KongEntry { seat, meld }) => {
            let (kind, tiles) = match melds_of_specs(std::slice::from_ref(meld)) {
                Ok(melds) => melds
                    .first()
                    .map(|m| {
                        let kind = i18n.message(&crate::hand::meld_kind(m.kind));
                        (kind, crate::tiles::format_tiles(&m.tiles()))
                    })
                    .unwrap_or_default(),
                Err(_) => Default::default(),
            };
            i18n.tr_args(
                "result-kong",
                &[
                    ("seat", w(*seat).into()),
                    ("tiles", tiles.into()),
                    ("kind", kind.into()),
                ],
            )
        }
        ResultEntry::Bonus(BonusEntry { seat, tiles, dealt }) => i18n.tr_args(
            if *dealt {
                "result-bonus-dealt"
            } else {
                "result-bonus"
            },
            &[("seat", w(*seat).into()), ("tiles", tiles.clone().into())],
        ),
        ResultEntry::Drawn => i18n.tr("result-drawn"),
        ResultEntry::WallEnd(_) => i18n.tr("result-wall-end"),
        ResultEntry::Penalty(p) => i18n.tr_args(
            "event-penalty",
            &[
                ("seat", w(p.seat).into()),
                ("amount", p.amount.into()),
                ("reason", p.reason.clone().into()),
            ],
        ),
        ResultEntry::Note(text) => i18n.tr_args("event-note", &[("text", text.clone().into())]),
    }
}

/// How a hand was won, with the discarder: "on East's discard", "self-drawn".
pub fn how_won(i18n: &I18n, win: WinMethod, discarder: Option<Wind>) -> String {
    let from = discarder.map(|d| wind_name(i18n, d));
    match (win, from) {
        (WinMethod::Discard, Some(from)) => {
            i18n.tr_args("result-how-discard", &[("from", from.into())])
        }
        (WinMethod::RobbingKong, Some(from)) => {
            i18n.tr_args("result-how-robbing-kong", &[("from", from.into())])
        }
        (WinMethod::Discard, None) => i18n.tr("win-discard"),
        (WinMethod::RobbingKong, None) => i18n.tr("win-robbing-kong"),
        (WinMethod::SelfDraw, _) => i18n.tr("win-self-draw"),
        (WinMethod::KongReplacement, _) => i18n.tr("win-kong-replacement"),
    }
}

/// The situation flags a win states, in words ("last tile of the wall, kong on kong").
fn flags_text(i18n: &I18n, f: &Flags) -> Option<String> {
    let set = crate::rules::sheet::flag_words(f, i18n);
    (!set.is_empty()).then(|| format!("{}: {}", i18n.tr("calc-flags"), set.join(", ")))
}

/// The tile height for hands drawn in a space `width` wide (large tiles only as far as fits).
fn tile_height(ui: &Ui, width: f32) -> f32 {
    crate::app::widgets::fitted_height(ui, (width / 17.0).clamp(30.0, 60.0), width / 17.0)
}

/// The shown step of a results-only hand (below the step's line, the quiz and the tools).
pub fn results_hand_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    let Some(entries) = game
        .record
        .hands
        .get(replays.hand)
        .and_then(|h| h.result.as_ref())
    else {
        return;
    };
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("viewer_results")
        .show(ui, |ui| {
            seats_ui(ui, replays, game, i18n);
            ui.add_space(10.0);
            let look = TileLook {
                corner_index,
                ..TileLook::default()
            };
            let height = tile_height(ui, ui.available_width());
            match replays.step.checked_sub(1).and_then(|i| entries.get(i)) {
                None => overview_ui(ui, replays, entries, i18n, out),
                Some(ResultEntry::Win(_) | ResultEntry::Wins(_)) => {
                    wins_ui(ui, replays, game, i18n, corner_index, out);
                }
                Some(ResultEntry::Kong(k)) => {
                    if let Ok(melds) = melds_of_specs(std::slice::from_ref(&k.meld)) {
                        seat_title_ui(ui, game, replays.hand, k.seat, i18n);
                        for m in melds {
                            meld_ui(ui, &m, k.seat, height, look);
                        }
                    }
                    payments_ui(ui, replays, game, i18n);
                }
                Some(ResultEntry::Bonus(b)) => {
                    seat_title_ui(ui, game, replays.hand, b.seat, i18n);
                    ui.horizontal_wrapped(|ui| {
                        ui.spacing_mut().item_spacing.x = 2.0;
                        for t in parse_bonus_list(&b.tiles).unwrap_or_default() {
                            tile_image(ui, Face::Bonus(t), height * 0.85, look);
                        }
                    });
                    payments_ui(ui, replays, game, i18n);
                }
                Some(ResultEntry::WallEnd(hands)) => {
                    for spec in hands {
                        still_in_ui(ui, game, replays.hand, spec, i18n, height * 0.8, look);
                    }
                    payments_ui(ui, replays, game, i18n);
                }
                Some(ResultEntry::Penalty(_)) => payments_ui(ui, replays, game, i18n),
                Some(ResultEntry::Drawn) => {
                    ui.label(RichText::new(i18n.tr("result-drawn-nothing")).size(15.0));
                }
                Some(ResultEntry::Note(text)) => {
                    egui::Frame::group(ui.style())
                        .inner_margin(12.0)
                        .show(ui, |ui| {
                            ui.label(RichText::new(text).size(16.0).italics());
                        });
                }
            }
        });
}

/// The four seats of the hand: wind, player, dealer, balance so far.
fn seats_ui(ui: &mut Ui, replays: &Replays, game: &LoadedGame, i18n: &I18n) {
    let winners: Vec<Wind> = replays
        .wins_here()
        .filter(|(_, w)| !replays.quiz_hides(w.hand_number, w.step))
        .map(|(_, w)| w.seat)
        .collect();
    ui.horizontal_wrapped(|ui| {
        for w in Wind::ALL {
            let stroke = if winners.contains(&w) {
                egui::Stroke::new(2.0, WIN_GOLD)
            } else {
                ui.visuals().widgets.noninteractive.bg_stroke
            };
            egui::Frame::group(ui.style())
                .stroke(stroke)
                .inner_margin(8.0)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        let dealer = if w == Wind::East {
                            format!(" · {}", i18n.tr("replays-dealer"))
                        } else {
                            String::new()
                        };
                        ui.label(RichText::new(format!("{}{dealer}", wind_name(i18n, w))).weak());
                        ui.label(RichText::new(player_name(game, replays.hand, w)).strong());
                        let balance = balance_so_far(replays, game, w);
                        ui.label(RichText::new(format!("{balance:+}")).monospace());
                    });
                });
        }
    });
}

/// "East · Tan Wei Ming", strong.
fn seat_title_ui(ui: &mut Ui, game: &LoadedGame, hand: usize, seat: Wind, i18n: &I18n) {
    ui.label(
        RichText::new(format!(
            "{} · {}",
            wind_name(i18n, seat),
            player_name(game, hand, seat)
        ))
        .strong()
        .size(16.0),
    );
}

/// The hand's start: its entries, each a button to its step.
fn overview_ui(
    ui: &mut Ui,
    replays: &Replays,
    entries: &[ResultEntry],
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.label(RichText::new(i18n.tr("result-entries")).strong());
    for (i, entry) in entries.iter().enumerate() {
        let text = format!("{}. {}", i + 1, describe_entry(i18n, entry));
        let text = match entry {
            ResultEntry::Win(_) | ResultEntry::Wins(_) => RichText::new(text).color(WIN_GOLD),
            _ => RichText::new(text),
        };
        if ui.selectable_label(false, text).clicked() {
            out.push(ReplaysCommand::Goto {
                hand: replays.hand,
                step: i + 1,
            });
        }
    }
}

/// The wins of the shown step: each winner's hand, then (unless the quiz asks it) the
/// totals, the payments and the score sheet.
fn wins_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    let here: Vec<(usize, &WinResult)> = replays.wins_here().collect();
    let hidden = replays.quiz_hides(replays.hand + 1, replays.step);
    let height = tile_height(ui, ui.available_width());
    for (_, win) in &here {
        egui::Frame::group(ui.style())
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    seat_title_ui(ui, game, replays.hand, win.seat, i18n);
                    ui.label(
                        RichText::new(how_won(i18n, win.hand.win, win.hand.discarder)).size(15.0),
                    );
                });
                if let Some(flags) = flags_text(i18n, &win.hand.flags) {
                    ui.label(RichText::new(flags).size(13.0));
                }
                table_hand_ui(ui, &win.hand, height, corner_index);
                if hidden {
                    return;
                }
                let total = win.scored.total();
                ui.label(
                    RichText::new(i18n.amount(win.scored.settings.unit(), total))
                        .size(22.0)
                        .color(WIN_GOLD),
                )
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Label, true, format!("win total {total}"))
                });
                if let Some(d) = win.disagreement() {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        RichText::new(disagreement_text(i18n, game, &d)).size(15.0),
                    );
                }
            });
        ui.add_space(6.0);
    }
    if hidden {
        return;
    }
    payments_ui(ui, replays, game, i18n);
    let shown = replays
        .shown_win()
        .filter(|(i, _)| here.iter().any(|(k, _)| k == i))
        .or_else(|| here.first().copied());
    let Some((shown, win)) = shown else { return };
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("result-sheet")).strong().size(15.0));
        if here.len() > 1 {
            winner_tabs_ui(ui, game, &here, shown, i18n, out);
        }
        add_win_to_set_ui(ui, shown, i18n, out);
    });
    win_card_ui(ui, win, i18n, corner_index);
}

/// A hand still in when the wall ran out (Sichuan): the seat, its missing suit, its tiles.
fn still_in_ui(
    ui: &mut Ui,
    game: &LoadedGame,
    hand: usize,
    spec: &EndHandSpec,
    i18n: &I18n,
    height: f32,
    look: TileLook,
) {
    ui.horizontal_wrapped(|ui| {
        seat_title_ui(ui, game, hand, spec.seat, i18n);
        let suit = i18n.tr(&format!("suit-{}", spec.missing_suit.name()));
        ui.label(i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]));
    });
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for t in parse_tiles(&spec.concealed).unwrap_or_default() {
            tile_image(ui, Face::Tile(t), height, look);
        }
        for m in melds_of_specs(&spec.melds).unwrap_or_default() {
            ui.add_space(height * 0.3);
            meld_ui(ui, &m, spec.seat, height, look);
        }
    });
    ui.add_space(6.0);
}

/// What the shown step paid: each payment with its rule, or that nothing was paid.
fn payments_ui(ui: &mut Ui, replays: &Replays, game: &LoadedGame, i18n: &I18n) {
    let (hand, step) = (replays.hand + 1, replays.step);
    let paid: Vec<_> = game
        .replay
        .ledger
        .iter()
        .filter(|e| e.hand == hand && e.step == step)
        .collect();
    ui.add_space(6.0);
    if paid.is_empty() {
        ui.label(RichText::new(i18n.tr("result-no-payment")).weak());
        return;
    }
    ui.label(
        RichText::new(i18n.tr("result-payments"))
            .strong()
            .size(15.0),
    );
    let name = |i: Option<usize>| {
        i.and_then(|i| game.record.header.players.get(i))
            .cloned()
            .unwrap_or_else(|| i18n.tr("replays-nobody"))
    };
    for e in paid {
        let line = i18n.tr_args(
            "result-payment",
            &[
                ("from", name(e.from).into()),
                ("to", name(e.to).into()),
                ("amount", e.amount.into()),
            ],
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(line).strong());
            ui.label(RichText::new(e.rule_words(i18n)).size(13.0).weak());
        });
    }
}
