//! The situation editor: seat and round, how the hand was won and from whom, the flags,
//! the claimed melds' origins and the table facts. Shared by the calculator and the
//! recorder's winning-hand editor ([`SituationFor`]).

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::widgets::hand_editor::ui::situation_text;
use crate::app::widgets::hand_editor::{CalcCommand, Calculator, has_discarder};
use crate::hand::{Meld, MeldKind, TableFacts, WinMethod};
use crate::rules::RuleSettings;
use crate::rules::table_play::Flag;
use crate::tiles::{Suit, Wind};
use egui::{RichText, Ui};

/// Whose situation form it is.
#[derive(Clone, Copy, Debug)]
pub enum SituationFor<'a> {
    /// The calculator, which scores the hand under every system: Sichuan's rows show while
    /// Sichuan could score the hand (no honours) or once they are set.
    Calculator,
    /// A recorded game's table, which sets the winner's seat and the prevailing wind: each
    /// seat is named with its player; only the flags the game's rules read are offered
    /// ([`RuleSettings::reads_flag`]); Sichuan's missing suit shows only under Sichuan, and
    /// the players already out never (the game knows who won before).
    Table {
        players: &'a [String; 4],
        rules: &'a RuleSettings,
    },
}

/// How the win came about: the way it was won, the discarder, the seat and prevailing wind,
/// the flags and the course of play. For a recorded game's table, the seat and wind rows are
/// left out and each seat is named with its player ([`SituationFor`]).
pub fn situation_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    host: SituationFor<'_>,
    out: &mut Vec<CalcCommand>,
) {
    let players = match host {
        SituationFor::Calculator => None,
        SituationFor::Table { players, .. } => Some(players),
    };
    ui.heading(i18n.tr("calc-situation"));
    let seat_name = |w: Wind| match players {
        Some(names) => format!("{} · {}", wind_name(i18n, w), names[w.index()]),
        None => wind_name(i18n, w),
    };
    let others: Vec<Wind> = Wind::ALL.into_iter().filter(|&w| w != calc.seat).collect();
    egui::Grid::new("situation")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(i18n.tr("calc-won"));
            ui.horizontal_wrapped(|ui| {
                for (w, key) in [
                    (WinMethod::Discard, "win-discard"),
                    (WinMethod::SelfDraw, "win-self-draw"),
                    (WinMethod::KongReplacement, "win-kong-replacement"),
                    (WinMethod::RobbingKong, "win-robbing-kong"),
                ] {
                    choice_ui(
                        ui,
                        calc,
                        i18n,
                        calc.win == w,
                        &i18n.tr(key),
                        CalcCommand::SetWin(w),
                        out,
                    );
                }
            });
            ui.end_row();
            if has_discarder(calc.win) {
                let key = if calc.win == WinMethod::RobbingKong {
                    "calc-kong-adder"
                } else {
                    "calc-discarder"
                };
                ui.label(i18n.tr(key));
                ui.horizontal_wrapped(|ui| {
                    for &w in &others {
                        let command = CalcCommand::SetDiscarder(Some(w));
                        choice_ui(
                            ui,
                            calc,
                            i18n,
                            calc.discarder == Some(w),
                            &seat_name(w),
                            command,
                            out,
                        );
                    }
                    let unknown = i18n.tr("calc-not-recorded");
                    choice_ui(
                        ui,
                        calc,
                        i18n,
                        calc.discarder.is_none(),
                        &unknown,
                        CalcCommand::SetDiscarder(None),
                        out,
                    );
                });
                ui.end_row();
            }
            let seat_rows = if players.is_some() { 0 } else { 2 };
            for (label, current, make) in [
                (
                    "calc-seat",
                    calc.seat,
                    CalcCommand::SetSeat as fn(Wind) -> CalcCommand,
                ),
                ("calc-round", calc.round, CalcCommand::SetRound),
            ]
            .into_iter()
            .take(seat_rows)
            {
                ui.label(i18n.tr(label));
                ui.horizontal(|ui| {
                    for w in Wind::ALL {
                        choice_ui(
                            ui,
                            calc,
                            i18n,
                            current == w,
                            &wind_name(i18n, w),
                            make(w),
                            out,
                        );
                    }
                });
                ui.end_row();
            }
            // A table offers the flags its rules read (and any already set, to clear it).
            let flags: Vec<Flag> = match host {
                SituationFor::Calculator => Flag::ALL.to_vec(),
                SituationFor::Table { rules, .. } => Flag::ALL
                    .into_iter()
                    .filter(|&f| rules.reads_flag(f) || f.is_set(calc.flags))
                    .collect(),
            };
            if !flags.is_empty() {
                ui.label(i18n.tr("calc-flags"));
                ui.vertical(|ui| {
                    for row in flags.chunks(2) {
                        ui.horizontal(|ui| {
                            for &flag in row {
                                flag_ui(ui, calc, i18n, flag, out);
                            }
                        });
                    }
                });
                ui.end_row();
            }
        });
    play_ui(ui, calc, i18n, host, &others, out);
}

/// A situation flag's box, disabled with the reason when the situation checks refuse it.
fn flag_ui(ui: &mut Ui, calc: &Calculator, i18n: &I18n, flag: Flag, out: &mut Vec<CalcCommand>) {
    let (key, mut f) = (flag.key(), calc.flags);
    let on = flag.is_set(f);
    *flag.slot(&mut f) = !on;
    let command = CalcCommand::SetFlags(f);
    let refusal = calc.refusal(&command);
    let mut checked = on;
    let response = ui
        .add_enabled(
            refusal.is_none(),
            egui::Checkbox::new(&mut checked, i18n.tr(&key)),
        )
        .on_disabled_hover_text(refusal.map(|p| situation_text(i18n, p)).unwrap_or_default());
    if response.changed() {
        out.push(command);
    }
}

/// A selectable choice that emits `command`, disabled with the reason when the situation
/// checks refuse it; the choice already made does nothing.
fn choice_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    selected: bool,
    text: &str,
    command: CalcCommand,
    out: &mut Vec<CalcCommand>,
) {
    if selected {
        ui.add(egui::Button::selectable(true, text));
    } else {
        toggle_ui(ui, calc, i18n, false, text, command, out);
    }
}

/// The course of play, where it matters: whose discard each claimed set came from, the
/// table facts of the win, the dealt bonus tiles, Sichuan's missing suit and players out.
fn play_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    host: SituationFor<'_>,
    others: &[Wind],
    out: &mut Vec<CalcCommand>,
) {
    let t = calc.table;
    let set = |change: &dyn Fn(&mut TableFacts)| {
        let mut next = t;
        change(&mut next);
        CalcCommand::SetTable(next)
    };
    egui::CollapsingHeader::new(RichText::new(i18n.tr("calc-play")).strong())
        .id_salt("course of play")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("play")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for (i, m) in calc.melds.iter().enumerate() {
                        if m.kind.is_claimed() {
                            meld_origin_ui(ui, calc, i18n, others, i, m, out);
                        }
                    }
                    ui.label(i18n.tr("calc-wall-left"));
                    if let Some(n) = optional_count_ui(ui, i18n, ("wall", 0), t.wall_tiles_left) {
                        out.push(set(&|x| x.wall_tiles_left = n));
                    }
                    ui.end_row();
                    if calc.win == WinMethod::Discard {
                        ui.label(i18n.tr("calc-winning-discard"));
                        ui.vertical(|ui| {
                            let mut fresh = t.winning_tile_fresh;
                            if ui
                                .checkbox(&mut fresh, i18n.tr("calc-winning-fresh"))
                                .changed()
                            {
                                out.push(set(&|x| x.winning_tile_fresh = fresh));
                            }
                            let mut forced = t.forced_discard;
                            if ui
                                .checkbox(&mut forced, i18n.tr("calc-forced-discard"))
                                .on_hover_text(i18n.tr("calc-forced-discard-hint"))
                                .changed()
                            {
                                out.push(set(&|x| x.forced_discard = forced));
                            }
                        });
                        ui.end_row();
                    }
                    if calc.flags.bonus_replacement || t.bonus_replacements > 0 {
                        ui.label(i18n.tr("calc-bonus-replacements"));
                        let mut n = t.bonus_replacements;
                        if ui.add(egui::DragValue::new(&mut n).range(0..=8)).changed() {
                            out.push(set(&|x| x.bonus_replacements = n));
                        }
                        ui.end_row();
                    }
                    if !calc.bonus.is_empty() {
                        ui.label(i18n.tr("calc-dealt-bonus"))
                            .on_hover_text(i18n.tr("calc-dealt-bonus-hint"));
                        ui.horizontal(|ui| {
                            for b in &calc.bonus {
                                let bit = 1u16 << b.ordinal();
                                let dealt = t.dealt_bonus & bit != 0;
                                if ui.selectable_label(dealt, b.to_string()).clicked() {
                                    out.push(set(&|x| x.dealt_bonus ^= bit));
                                }
                            }
                        });
                        ui.end_row();
                    }
                    let (missing_row, out_row) = match host {
                        SituationFor::Calculator => {
                            // Sichuan is played without honours: its facts matter only
                            // without them.
                            let mut tiles =
                                calc.tiles.iter().chain(calc.melds.iter().map(|m| &m.tile));
                            let sichuan = !tiles.any(|t| t.is_honour())
                                || t.missing_suit.is_some()
                                || t.players_out != 0;
                            (sichuan, sichuan)
                        }
                        SituationFor::Table { rules, .. } => {
                            (matches!(rules, RuleSettings::Sichuan(_)), false)
                        }
                    };
                    if !missing_row {
                        return;
                    }
                    ui.label(i18n.tr("calc-missing-suit"));
                    ui.horizontal(|ui| {
                        let auto = format!(
                            "{} ({})",
                            i18n.tr("calc-missing-auto"),
                            suit_name(i18n, calc.missing_suit())
                        );
                        if ui
                            .selectable_label(t.missing_suit.is_none(), auto)
                            .clicked()
                        {
                            out.push(set(&|x| x.missing_suit = None));
                        }
                        for suit in Suit::ALL {
                            let chosen = t.missing_suit == Some(suit);
                            if ui.selectable_label(chosen, suit_name(i18n, suit)).clicked() {
                                out.push(set(&|x| x.missing_suit = Some(suit)));
                            }
                        }
                    });
                    ui.end_row();
                    if !out_row {
                        return;
                    }
                    ui.label(i18n.tr("calc-players-out"));
                    ui.horizontal(|ui| {
                        for &w in others {
                            let bit = 1u8 << w.index();
                            let command = set(&|x| x.players_out ^= bit);
                            let selected = t.players_out & bit != 0;
                            toggle_ui(ui, calc, i18n, selected, &wind_name(i18n, w), command, out);
                        }
                    });
                    ui.end_row();
                });
        });
}

/// A claimed set's row: whose discard made it; for a kong, whether the tile was fresh and
/// the tiles left in the wall at the claim.
fn meld_origin_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    others: &[Wind],
    i: usize,
    m: &Meld,
    out: &mut Vec<CalcCommand>,
) {
    let view = crate::app::widgets::tile_art::TileView::current(ui.ctx());
    let look = view.look(crate::art::tile::TileLook::default());
    let name = format!(
        "{}: {}",
        i18n.tr(meld_key(m.kind)),
        crate::rules::explain::meld_named(i18n, &m.tiles())
    );
    crate::app::widgets::meld_ui(ui, m, calc.seat, 22.0, look)
        .on_hover_text(&name)
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
    ui.horizontal(|ui| {
        ui.label(i18n.tr("calc-claimed-from"));
        for &w in others {
            let command = CalcCommand::SetMeldFrom(i, Some(w));
            let name = wind_name(i18n, w);
            choice_ui(ui, calc, i18n, m.from == Some(w), &name, command, out);
        }
        let unknown = i18n.tr("calc-not-recorded");
        let command = CalcCommand::SetMeldFrom(i, None);
        choice_ui(ui, calc, i18n, m.from.is_none(), &unknown, command, out);
    });
    ui.end_row();
    if m.kind.is_kong() || m.fresh || m.wall_tiles_left.is_some() {
        ui.label("");
        ui.horizontal(|ui| {
            let mut fresh = m.fresh;
            if ui
                .checkbox(&mut fresh, i18n.tr("calc-meld-fresh"))
                .on_hover_text(i18n.tr("calc-meld-fresh-hint"))
                .changed()
            {
                out.push(CalcCommand::SetMeldFresh(i, fresh));
            }
            ui.label(i18n.tr("calc-wall-left"));
            if let Some(n) = optional_count_ui(ui, i18n, ("meld wall", i), m.wall_tiles_left) {
                out.push(CalcCommand::SetMeldWallLeft(i, n));
            }
        });
        ui.end_row();
    }
}

/// A button that toggles a fact on and off, disabled with the reason when the situation
/// checks refuse the change.
fn toggle_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    selected: bool,
    text: &str,
    command: CalcCommand,
    out: &mut Vec<CalcCommand>,
) {
    let refusal = calc.refusal(&command);
    let response = ui
        .add_enabled(refusal.is_none(), egui::Button::selectable(selected, text))
        .on_disabled_hover_text(refusal.map(|p| situation_text(i18n, p)).unwrap_or_default());
    if response.clicked() {
        out.push(command);
    }
}

fn meld_key(kind: MeldKind) -> &'static str {
    match kind {
        MeldKind::Chow => "calc-meld-chow",
        MeldKind::Pung => "calc-meld-pung",
        MeldKind::ExposedKong => "calc-meld-kong",
        MeldKind::ConcealedKong => "calc-meld-concealed-kong",
        MeldKind::AddedKong => "calc-meld-added-kong",
    }
}

fn suit_name(i18n: &I18n, suit: Suit) -> String {
    i18n.tr(match suit {
        Suit::Characters => "suit-characters",
        Suit::Dots => "suit-dots",
        Suit::Bamboo => "suit-bamboo",
    })
}

/// A count that may be unknown: a "known" box and the number. Returns the new value when
/// the user changed it.
fn optional_count_ui(
    ui: &mut Ui,
    i18n: &I18n,
    id: (&str, usize),
    value: Option<u16>,
) -> Option<Option<u16>> {
    let mut known = value.is_some();
    let mut changed = None;
    ui.push_id(id, |ui| {
        ui.horizontal(|ui| {
            if ui
                .checkbox(&mut known, i18n.tr("calc-known"))
                .on_hover_text(i18n.tr("calc-wall-left-hint"))
                .changed()
            {
                changed = Some(known.then_some(value.unwrap_or(0)));
            }
            if let Some(mut n) = value
                && ui
                    .add(egui::DragValue::new(&mut n).range(0..=144))
                    .changed()
            {
                changed = Some(Some(n));
            }
        });
    });
    changed
}
