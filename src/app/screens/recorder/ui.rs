//! The recorder screen: the new game's form (or the offer to continue an unfinished
//! recording), then per hand the table's position, the entries so far, the winner and the
//! winning hand (the calculator's palette, hand and situation), kongs and bonus tiles,
//! Sichuan's wall's end; beside them the engine's sheet and payments of the win being
//! entered and the running balances. Draws and emits [`RecorderCommand`]s; changes nothing.

use crate::app::context::Ctx;
use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::recorder::move_entry::move_entry_ui;
use crate::app::screens::recorder::{
    BonusForm, Game, HandKind, KongForm, KongKind, PenaltyForm, Recorder, RecorderCommand,
    SeatOverride,
};
use crate::app::widgets::hand_editor::{
    SituationFor, changed_options, hand_input_ui, palette_for_ui, situation_ui,
};
use crate::app::widgets::sheet_card::{Card, sheet_card_ui};
use crate::app::widgets::status_line_ui;
use crate::formats::game_record::ResultEntry;
use crate::hand::WinMethod;
use crate::rules::RuleId;
use crate::tiles::{Suit, Wind};
use egui::{RichText, Ui};

/// The recorder screen.
pub fn recorder_ui(ui: &mut Ui, rec: &Recorder, ctx: &Ctx, out: &mut Vec<RecorderCommand>) {
    let (i18n, corner_index) = (ctx.i18n, ctx.settings.corner_index);
    let Some(game) = &rec.game else {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("recorder_setup")
                .show(ui, |ui| setup_ui(ui, rec, ctx, out));
        });
        return;
    };
    egui::Panel::top("recorder_table").show(ui, |ui| {
        game_bar_ui(ui, rec, game, i18n, out);
        ui.separator();
        position_ui(ui, game, i18n, out);
        ui.add_space(4.0);
    });
    let room = (ui.available_width() - 420.0).max(320.0);
    egui::Panel::left("recorder_entry")
        .resizable(true)
        .default_size((ui.available_width() * 0.5).clamp(560.0, 780.0).min(room))
        .max_size(room)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("recorder_left")
                .show(ui, |ui| {
                    entries_ui(ui, game, i18n, out);
                    kind_ui(ui, game, i18n, out);
                    ui.separator();
                    if game.moves.is_some() {
                        moves_ui(ui, game, i18n, corner_index, out);
                    } else {
                        win_ui(ui, game, i18n, corner_index, out);
                        ui.separator();
                        others_ui(ui, game, i18n, out);
                    }
                    penalty_ui(ui, game, i18n, out);
                });
        });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("recorder_right")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if game.moves.is_none() && game.form.winner.is_some() {
                    add_win_ui(ui, game, i18n, out);
                    ui.separator();
                }
                preview_ui(ui, game, i18n, corner_index);
                ui.separator();
                balances_ui(ui, game, i18n);
            });
    });
}

fn system_name(i18n: &I18n, id: RuleId) -> String {
    i18n.tr(id.label_key())
}

/// A seat as the recorder names it: "South · Bo".
fn seat_label(i18n: &I18n, game: &Game, seat: Wind) -> String {
    format!(
        "{} · {}",
        wind_name(i18n, seat),
        game.seat_names()[seat.index()]
    )
}

/// A seat in the winner's row: "Bo (South)".
fn winner_label(i18n: &I18n, game: &Game, seat: Wind) -> String {
    format!(
        "{} ({})",
        game.seat_names()[seat.index()],
        wind_name(i18n, seat)
    )
}

fn labeled_field(ui: &mut Ui, text: &str, label: &str, width: f32) -> Option<String> {
    let mut value = text.to_string();
    let response = ui.add(egui::TextEdit::singleline(&mut value).desired_width(width));
    let label = label.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &label));
    response.changed().then_some(value)
}

/// The new game's form, with the offer to continue an unfinished recording above it.
fn setup_ui(ui: &mut Ui, rec: &Recorder, ctx: &Ctx, out: &mut Vec<RecorderCommand>) {
    let i18n = ctx.i18n;
    ui.heading(i18n.tr("recorder-title"));
    ui.label(RichText::new(i18n.tr("recorder-intro")).weak());
    ui.add_space(8.0);
    if let Some(found) = &rec.found {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let header = &found.record.header;
            ui.label(RichText::new(i18n.tr("recorder-found")).strong());
            ui.label(
                i18n.tr_args(
                    "recorder-found-what",
                    &[
                        ("system", system_name(i18n, header.rules.rule_id()).into()),
                        ("players", header.players.join(", ").into()),
                        (
                            "hands",
                            (found.record.hands.len() - usize::from(found.in_progress)).into(),
                        ),
                        (
                            "date",
                            header
                                .date
                                .as_deref()
                                .map_or_else(|| "—".into(), |d| i18n.date(d))
                                .into(),
                        ),
                    ],
                ),
            );
            if found.in_progress {
                ui.label(i18n.tr_args(
                    "recorder-found-in-progress",
                    &[("hand", found.record.hands.len().into())],
                ));
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button(i18n.tr("recorder-continue")).clicked() {
                    out.push(RecorderCommand::ContinueFound);
                }
                if ui
                    .button(i18n.tr("recorder-set-aside"))
                    .on_hover_text(i18n.tr("recorder-set-aside-hint"))
                    .clicked()
                {
                    out.push(RecorderCommand::SetFoundAside);
                }
            });
        });
        ui.add_space(8.0);
    }
    ui.label(
        RichText::new(i18n.tr("recorder-new-game"))
            .strong()
            .size(16.0),
    );
    egui::Grid::new("recorder_setup_grid")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(i18n.tr("recorder-system"));
            ui.horizontal_wrapped(|ui| {
                for i in RuleId::ALL {
                    if ui
                        .selectable_label(rec.setup.system == i, system_name(i18n, i))
                        .clicked()
                    {
                        out.push(RecorderCommand::SetSystem(i));
                    }
                }
            });
            ui.end_row();
            ui.label(i18n.tr("recorder-house-options"));
            let changed = changed_options(&rec.setup_rules(ctx.house_rules));
            if changed.is_empty() {
                ui.label(i18n.tr("calc-file-rules-default"));
            } else {
                ui.label(RichText::new(changed.join(", ")).monospace());
            }
            ui.end_row();
            for (i, w) in Wind::ALL.into_iter().enumerate() {
                ui.label(i18n.tr_args(
                    "recorder-player-seat",
                    &[("seat", wind_name(i18n, w).into())],
                ));
                let label = format!("player {}", i + 1);
                if let Some(v) = labeled_field(ui, &rec.setup.players[i], &label, 220.0) {
                    out.push(RecorderCommand::SetPlayer(i, v));
                }
                ui.end_row();
            }
            ui.label(i18n.tr("recorder-date"));
            if let Some(v) = labeled_field(ui, &i18n.date(&rec.setup.date), "date", 220.0) {
                out.push(RecorderCommand::SetDate(v));
            }
            ui.end_row();
            ui.label(i18n.tr("recorder-event"));
            if let Some(v) = labeled_field(ui, &rec.setup.event, "event", 320.0) {
                out.push(RecorderCommand::SetEvent(v));
            }
            ui.end_row();
        });
    ui.add_space(6.0);
    if ui.button(i18n.tr("recorder-start")).clicked() {
        out.push(RecorderCommand::Start);
    }
    status_line_ui(
        ui,
        rec.setup_error
            .map(|id| (ui.visuals().error_fg_color, i18n.tr(id))),
    );
}

/// The game's name, and Save as…, Open in viewer, Finish.
fn game_bar_ui(
    ui: &mut Ui,
    rec: &Recorder,
    game: &Game,
    i18n: &I18n,
    out: &mut Vec<RecorderCommand>,
) {
    let header = &game.record.header;
    ui.horizontal_wrapped(|ui| {
        ui.heading(i18n.tr("recorder-title"));
        let mut what = vec![system_name(i18n, header.rules.rule_id())];
        what.extend(header.event.clone());
        what.extend(header.date.as_deref().map(|d| i18n.date(d)));
        ui.label(RichText::new(what.join(" · ")).strong());
        ui.add_space(12.0);
        if ui.button(i18n.tr("recorder-save-as")).clicked() {
            out.push(RecorderCommand::SaveAsDialog);
        }
        if ui
            .button(i18n.tr("recorder-open-in-viewer"))
            .on_hover_text(i18n.tr("recorder-open-in-viewer-hint"))
            .clicked()
        {
            out.push(RecorderCommand::OpenInViewer);
        }
        if ui
            .button(i18n.tr("recorder-add-to-season"))
            .on_hover_text(i18n.tr("recorder-add-to-season-hint"))
            .clicked()
        {
            out.push(RecorderCommand::AddToSeason);
        }
        if ui
            .button(i18n.tr("recorder-finish"))
            .on_hover_text(i18n.tr("recorder-finish-hint"))
            .clicked()
        {
            out.push(RecorderCommand::Finish);
        }
    });
    let saved_where = match &game.file {
        Some(f) => i18n.tr_args(
            "recorder-autosave-file",
            &[("path", f.display().to_string().into())],
        ),
        None if rec.data_dir.is_some() => i18n.tr("recorder-autosave-data"),
        None => i18n.tr("recorder-autosave-none"),
    };
    match &rec.message {
        Some((ok, m)) => {
            let color = if *ok {
                ui.visuals().text_color()
            } else {
                ui.visuals().error_fg_color
            };
            let line = crate::files::one_line(&i18n.message(m), crate::app::files::MESSAGE_MAX);
            ui.colored_label(color, line);
        }
        None => {
            ui.label(RichText::new(saved_where).weak());
        }
    }
}

/// The table for the hand being entered: the hand's number, the prevailing wind, who sits
/// where and the dealer; the override of the seats with its reason.
fn position_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let number = game.record.hands.len() + 1;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(i18n.tr_args("recorder-hand", &[("hand", number.into())]))
                .strong()
                .size(16.0),
        );
        if !game.sichuan() {
            ui.label(i18n.tr_args(
                "recorder-prevailing",
                &[("wind", wind_name(i18n, game.draft.prevailing_wind).into())],
            ));
        }
        ui.label(i18n.tr_args(
            "recorder-dealer",
            &[("player", game.seat_names()[0].clone().into())],
        ));
    });
    ui.horizontal_wrapped(|ui| {
        for w in Wind::ALL {
            egui::Frame::group(ui.style())
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(wind_name(i18n, w)).weak());
                        ui.label(RichText::new(&game.seat_names()[w.index()]).strong());
                    });
                });
        }
        let can = game.override_open() && game.form.seat_override.is_none();
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.label(RichText::new(i18n.tr("recorder-balances")).weak());
            let balances = game.balances();
            let line: Vec<String> = game
                .record
                .header
                .players
                .iter()
                .zip(balances)
                .map(|(p, b)| format!("{p} {}", signed(b)))
                .collect();
            ui.label(RichText::new(line.join(" · ")).strong());
        });
        ui.add_space(12.0);
        if ui
            .add_enabled(can, egui::Button::new(i18n.tr("recorder-override")))
            .on_hover_text(i18n.tr("recorder-override-hint"))
            .on_disabled_hover_text(i18n.tr("recorder-override-too-late"))
            .clicked()
        {
            out.push(RecorderCommand::OpenOverride);
        }
    });
    if let Some(o) = &game.form.seat_override {
        override_ui(ui, game, o, i18n, out);
    }
}

fn override_ui(
    ui: &mut Ui,
    game: &Game,
    o: &SeatOverride,
    i18n: &I18n,
    out: &mut Vec<RecorderCommand>,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        egui::Grid::new("recorder_override")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for w in Wind::ALL {
                    ui.label(wind_name(i18n, w));
                    ui.horizontal_wrapped(|ui| {
                        for (p, name) in game.record.header.players.iter().enumerate() {
                            let chosen = o.seats[w.index()] as usize == p;
                            if ui.selectable_label(chosen, name).clicked() && !chosen {
                                let mut next = o.clone();
                                // The player moves here; whoever sat here takes the old seat.
                                if let Some(old) = next.seats.iter().position(|&s| s as usize == p)
                                {
                                    next.seats.swap(old, w.index());
                                }
                                out.push(RecorderCommand::SetOverride(next));
                            }
                        }
                    });
                    ui.end_row();
                }
                if !game.sichuan() {
                    ui.label(i18n.tr("calc-round"));
                    ui.horizontal(|ui| {
                        for w in Wind::ALL {
                            if ui
                                .selectable_label(o.prevailing == w, wind_name(i18n, w))
                                .clicked()
                            {
                                out.push(RecorderCommand::SetOverride(SeatOverride {
                                    prevailing: w,
                                    ..o.clone()
                                }));
                            }
                        }
                    });
                    ui.end_row();
                }
                ui.label(i18n.tr("recorder-override-reason"));
                if let Some(reason) = labeled_field(ui, &o.reason, "override reason", 300.0) {
                    out.push(RecorderCommand::SetOverride(SeatOverride {
                        reason,
                        ..o.clone()
                    }));
                }
                ui.end_row();
            });
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("recorder-override-apply")).clicked() {
                out.push(RecorderCommand::ApplyOverride);
            }
            if ui.button(i18n.tr("recorder-cancel")).clicked() {
                out.push(RecorderCommand::CancelOverride);
            }
        });
    });
}

/// One entry of a results-only hand in words.
pub fn entry_text(i18n: &I18n, game: &Game, entry: &ResultEntry) -> String {
    let player = |w: Wind| seat_label(i18n, game, w);
    let win = |w: &crate::formats::game_record::ResultWin| {
        let how = i18n.tr(match w.win {
            WinMethod::Discard => "win-discard",
            WinMethod::SelfDraw => "win-self-draw",
            WinMethod::KongReplacement => "win-kong-replacement",
            WinMethod::RobbingKong => "win-robbing-kong",
        });
        let from = w
            .discarder
            .map(|d| format!(" ← {}", player(d)))
            .unwrap_or_default();
        i18n.tr_args(
            "recorder-entry-win",
            &[
                ("player", player(w.seat).into()),
                ("tiles", w.concealed.clone().into()),
                ("how", format!("{how}{from}").into()),
            ],
        )
    };
    match entry {
        ResultEntry::Win(w) => win(w),
        ResultEntry::Wins(ws) => ws.iter().map(win).collect::<Vec<_>>().join("; "),
        ResultEntry::Kong(k) => {
            let meld = crate::formats::melds_of_specs(std::slice::from_ref(&k.meld))
                .ok()
                .and_then(|m| m.first().map(|m| crate::tiles::format_tiles(&m.tiles())))
                .unwrap_or_default();
            i18n.tr_args(
                "recorder-entry-kong",
                &[("player", player(k.seat).into()), ("tiles", meld.into())],
            )
        }
        ResultEntry::Bonus(b) => i18n.tr_args(
            "recorder-entry-bonus",
            &[
                ("player", player(b.seat).into()),
                ("tiles", b.tiles.clone().into()),
            ],
        ),
        ResultEntry::Drawn => i18n.tr("recorder-entry-drawn"),
        ResultEntry::WallEnd(_) => i18n.tr("recorder-entry-wall-end"),
        ResultEntry::Penalty(p) => {
            let text = i18n.tr_args(
                "recorder-entry-penalty",
                &[
                    ("player", player(p.seat).into()),
                    ("amount", p.amount.into()),
                ],
            );
            if p.reason.is_empty() {
                text
            } else {
                format!("{text} ({})", p.reason)
            }
        }
        ResultEntry::Note(n) => i18n.tr_args("recorder-entry-note", &[("note", n.clone().into())]),
    }
}

/// The entries of the hand being entered, and Undo; the hand just added, with its own Undo.
fn entries_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    ended_ui(ui, game, i18n, out);
    ui.horizontal(|ui| {
        ui.label(RichText::new(i18n.tr("recorder-entries")).strong());
        let can = !game.entries().is_empty() || !game.record.hands.is_empty();
        if ui
            .add_enabled(can, egui::Button::new(i18n.tr("recorder-undo-entry")))
            .on_hover_text(i18n.tr("recorder-undo-entry-hint"))
            .clicked()
        {
            out.push(RecorderCommand::UndoEntry);
        }
    });
    if game.entries().is_empty() && game.moves.is_none() {
        ui.label(RichText::new(i18n.tr("recorder-no-entries")).weak());
    }
    let flagged = game.draft_replay.disagreements();
    for (i, e) in game.entries().iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}. {}", i + 1, entry_text(i18n, game, e)));
            for d in flagged.iter().filter(|d| d.step == i + 1) {
                ui.colored_label(ui.visuals().warn_fg_color, disagreement_line(i18n, game, d));
            }
        });
    }
    status_line_ui(
        ui,
        game.entry_error
            .as_ref()
            .map(|e| (ui.visuals().error_fg_color, i18n.said(e))),
    );
}

/// A win whose written score the rules do not give, with the winner's name: "Bo: the
/// table wrote 12, the rules give 10".
fn disagreement_line(i18n: &I18n, game: &Game, d: &crate::game::Disagreement) -> String {
    let player = game.record.header.players.get(d.player).cloned();
    i18n.tr_args(
        "recorder-hand-disagreement",
        &[
            ("player", player.unwrap_or_default().into()),
            ("written", d.recorded.into()),
            ("computed", d.computed.into()),
        ],
    )
}

/// The hand the last entry ended: added (or drawn, nobody winning), what the rules say of a
/// score the table wrote, and an Undo that takes it back to be entered again.
fn ended_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let Some(number) = game.ended else { return };
    let Some(hand) = game.record.hands.get(number - 1) else {
        return;
    };
    let drawn = match &hand.result {
        Some(entries) => entries.iter().any(|e| matches!(e, ResultEntry::Drawn)),
        None => !hand.events.iter().any(|e| {
            matches!(
                e,
                crate::formats::game_record::Event::Win(_)
                    | crate::formats::game_record::Event::Wins(_)
            )
        }),
    };
    let key = if drawn {
        "recorder-ended-drawn"
    } else {
        "recorder-ended"
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.tr_args(key, &[("hand", number.into())])).strong());
            let hint = i18n.tr_args("recorder-undo-ended-hint", &[("hand", number.into())]);
            if ui
                .button(i18n.tr("recorder-undo-ended"))
                .on_hover_text(hint)
                .clicked()
            {
                out.push(RecorderCommand::UndoEntry);
            }
        });
        for d in game.disagreements.iter().filter(|d| d.hand == number) {
            ui.colored_label(ui.visuals().warn_fg_color, disagreement_line(i18n, game, d));
        }
    });
    ui.add_space(4.0);
}

/// How the hand is written down: results only, or move by move.
fn kind_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("recorder-kind")).strong());
        for kind in HandKind::ALL {
            if ui
                .selectable_label(game.kind() == kind, i18n.tr(kind.key()))
                .on_hover_text(i18n.tr(&format!("{}-hint", kind.key())))
                .clicked()
                && game.kind() != kind
            {
                out.push(RecorderCommand::SetHandKind(kind));
            }
        }
    });
}

/// The hand entered move by move (the move entry panel), and Add hand once it has ended.
fn moves_ui(
    ui: &mut Ui,
    game: &Game,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<RecorderCommand>,
) {
    let Some(panel) = &game.moves else { return };
    let mut moves = Vec::new();
    move_entry_ui(ui, panel, i18n, corner_index, &mut moves);
    out.extend(moves.into_iter().map(RecorderCommand::Moves));
    let ended = panel.finished().is_some();
    ui.add_space(4.0);
    if ui
        .add_enabled(
            ended,
            egui::Button::new(RichText::new(i18n.tr("recorder-add-hand")).strong()),
        )
        .on_disabled_hover_text(i18n.tr("recorder-moves-not-ended"))
        .clicked()
    {
        out.push(RecorderCommand::AddPlayedHand);
    }
}

/// A penalty paid to nobody: who pays, how much, why.
fn penalty_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let p = &game.form.penalty;
    egui::CollapsingHeader::new(RichText::new(i18n.tr("recorder-penalty")).strong())
        .id_salt("recorder penalty")
        .default_open(false)
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("recorder-penalty-hint")).weak());
            ui.horizontal_wrapped(|ui| {
                for w in Wind::ALL {
                    let text = format!("{}: {}", wind_name(i18n, w), game.seat_names()[w.index()]);
                    let response = ui.selectable_label(p.seat == w, text);
                    let label = format!("penalty {}", w.index() + 1);
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, p.seat == w, &label)
                    });
                    if response.clicked() {
                        out.push(RecorderCommand::SetPenalty(PenaltyForm {
                            seat: w,
                            ..p.clone()
                        }));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(i18n.tr("recorder-penalty-amount"));
                if let Some(amount) = labeled_field(ui, &p.amount, "penalty amount", 60.0) {
                    out.push(RecorderCommand::SetPenalty(PenaltyForm {
                        amount,
                        ..p.clone()
                    }));
                }
                ui.label(i18n.tr("recorder-penalty-reason"));
                if let Some(reason) = labeled_field(ui, &p.reason, "penalty reason", 200.0) {
                    out.push(RecorderCommand::SetPenalty(PenaltyForm {
                        reason,
                        ..p.clone()
                    }));
                }
                if ui.button(i18n.tr("recorder-add-penalty")).clicked() {
                    out.push(RecorderCommand::AddPenalty);
                }
            });
        });
}

/// The winner (or a drawn hand) and the winning hand in the calculator's editor.
fn win_ui(
    ui: &mut Ui,
    game: &Game,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<RecorderCommand>,
) {
    let form = &game.form;
    let gone = game.out();
    ui.label(RichText::new(i18n.tr("recorder-winner")).strong());
    ui.horizontal_wrapped(|ui| {
        for w in Wind::ALL {
            let enabled = !gone.contains(&w);
            let response = ui.add_enabled(
                enabled,
                egui::Button::selectable(form.winner == Some(w), winner_label(i18n, game, w)),
            );
            if response.clicked() {
                out.push(RecorderCommand::SetWinner(Some(w)));
            }
        }
        if !game.sichuan() && ui.button(i18n.tr("recorder-drawn")).clicked() {
            out.push(RecorderCommand::Drawn);
        }
    });
    if form.winner.is_none() {
        ui.label(RichText::new(i18n.tr("recorder-winner-hint")).weak());
        return;
    }
    let mut calc_out = Vec::new();
    let rules = Some(game.rules());
    palette_for_ui(ui, &form.editor, i18n, corner_index, rules, &mut calc_out);
    hand_input_ui(ui, &form.editor, i18n, corner_index, &mut calc_out);
    let names = game.seat_names();
    let host = SituationFor::Table {
        players: &names,
        rules: game.rules(),
    };
    situation_ui(ui, &form.editor, i18n, host, &mut calc_out);
    out.extend(calc_out.into_iter().map(RecorderCommand::Hand));
}

/// The score the table wrote and "Add hand" (Sichuan: "Add win"), at the top of the win's
/// sheet, in sight however long the hand editor beside it is.
fn add_win_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let form = &game.form;
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr("recorder-written"));
        if let Some(v) = labeled_field(ui, &form.written, "written score", 80.0) {
            out.push(RecorderCommand::SetWritten(v));
        }
        ui.label(RichText::new(i18n.tr("recorder-written-hint")).weak());
    });
    let several = game.sichuan()
        && matches!(
            game.entries().last(),
            Some(ResultEntry::Win(_) | ResultEntry::Wins(_))
        );
    if several {
        let mut same = form.same_discard;
        if ui
            .checkbox(&mut same, i18n.tr("recorder-same-discard"))
            .on_hover_text(i18n.tr("recorder-same-discard-hint"))
            .changed()
        {
            out.push(RecorderCommand::SetSameDiscard(same));
        }
    }
    let key = if game.sichuan() {
        "recorder-add-win"
    } else {
        "recorder-add-hand"
    };
    let ready = game.preview.win.is_some() && game.preview.error.is_none();
    if ui
        .add_enabled(
            ready,
            egui::Button::new(RichText::new(i18n.tr(key)).strong()),
        )
        .on_disabled_hover_text(i18n.tr("recorder-win-incomplete"))
        .clicked()
    {
        out.push(RecorderCommand::AddWin);
    }
}

/// Kongs and bonus tiles of any player (paid at once in Singapore and Sichuan), and
/// Sichuan's wall's end.
fn others_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let form = &game.form;
    let sichuan = game.sichuan();
    let singapore = matches!(game.rules(), crate::rules::RuleSettings::Singapore(_));
    // Bonus tiles only where the game's rules have them in play.
    let bonus = !game.rules().bonus_tiles().is_empty();
    let title = if bonus {
        "recorder-kong-bonus"
    } else {
        "recorder-kong"
    };
    egui::CollapsingHeader::new(RichText::new(i18n.tr(title)).strong())
        .id_salt("recorder kong")
        .default_open(sichuan || singapore)
        .show(ui, |ui| {
            let k = &form.kong;
            let b = &form.bonus;
            ui.label(RichText::new(i18n.tr("recorder-kong-hint")).weak());
            ui.horizontal_wrapped(|ui| {
                for w in Wind::ALL {
                    let text = format!("{}: {}", wind_name(i18n, w), game.seat_names()[w.index()]);
                    if ui.selectable_label(k.seat == w, text).clicked() {
                        out.push(RecorderCommand::SetKong(KongForm {
                            seat: w,
                            from: k.from.filter(|&f| f != w),
                            ..k.clone()
                        }));
                        out.push(RecorderCommand::SetBonus(BonusForm {
                            seat: w,
                            ..b.clone()
                        }));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                for kind in KongKind::ALL {
                    if ui
                        .selectable_label(k.kind == kind, i18n.tr(kind.key()))
                        .clicked()
                    {
                        out.push(RecorderCommand::SetKong(KongForm { kind, ..k.clone() }));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(i18n.tr("recorder-kong-tile"));
                if let Some(tile) = labeled_field(ui, &k.tile, "kong tile", 60.0) {
                    out.push(RecorderCommand::SetKong(KongForm { tile, ..k.clone() }));
                }
                if k.kind != KongKind::Concealed {
                    ui.label(i18n.tr("calc-claimed-from"));
                    for w in Wind::ALL.into_iter().filter(|&w| w != k.seat) {
                        if ui
                            .selectable_label(k.from == Some(w), wind_name(i18n, w))
                            .clicked()
                        {
                            out.push(RecorderCommand::SetKong(KongForm {
                                from: Some(w),
                                ..k.clone()
                            }));
                        }
                    }
                }
                if ui.button(i18n.tr("recorder-add-kong")).clicked() {
                    out.push(RecorderCommand::AddKong);
                }
            });
            if bonus {
                ui.horizontal_wrapped(|ui| {
                    ui.label(i18n.tr("recorder-bonus-tiles"));
                    if let Some(tiles) = labeled_field(ui, &b.tiles, "bonus tiles", 120.0) {
                        out.push(RecorderCommand::SetBonus(BonusForm { tiles, ..b.clone() }));
                    }
                    let mut dealt = b.dealt;
                    if ui
                        .checkbox(&mut dealt, i18n.tr("recorder-bonus-dealt"))
                        .changed()
                    {
                        out.push(RecorderCommand::SetBonus(BonusForm { dealt, ..b.clone() }));
                    }
                    if ui.button(i18n.tr("recorder-add-bonus")).clicked() {
                        out.push(RecorderCommand::AddBonus);
                    }
                });
            }
        });
    if sichuan {
        wall_end_ui(ui, game, i18n, out);
    }
}

/// Sichuan's wall's end: the hand of each seat still in, in notation, and its missing suit.
fn wall_end_ui(ui: &mut Ui, game: &Game, i18n: &I18n, out: &mut Vec<RecorderCommand>) {
    let gone = game.out();
    egui::CollapsingHeader::new(RichText::new(i18n.tr("recorder-wall-end")).strong())
        .id_salt("recorder wall end")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("recorder-wall-end-hint")).weak());
            egui::Grid::new("recorder_wall_end")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for w in Wind::ALL.into_iter().filter(|w| !gone.contains(w)) {
                        let i = w.index();
                        ui.label(RichText::new(&game.seat_names()[i]).strong())
                            .on_hover_text(wind_name(i18n, w));
                        ui.horizontal_wrapped(|ui| {
                            let label = format!("wall end {}", w.index() + 1);
                            if let Some(t) =
                                labeled_field(ui, &game.form.wall_end[i], &label, 220.0)
                            {
                                out.push(RecorderCommand::SetWallEnd(i, t));
                            }
                            let chosen = game.form.wall_end_suit[i];
                            ui.push_id(("suit", i), |ui| {
                                egui::ComboBox::from_label(i18n.tr("calc-missing-suit"))
                                    .selected_text(match chosen {
                                        None => i18n.tr("calc-missing-auto"),
                                        Some(s) => suit_name(i18n, s),
                                    })
                                    .show_ui(ui, |ui| {
                                        if ui
                                            .selectable_label(
                                                chosen.is_none(),
                                                i18n.tr("calc-missing-auto"),
                                            )
                                            .clicked()
                                        {
                                            out.push(RecorderCommand::SetWallEndSuit(i, None));
                                        }
                                        for s in Suit::ALL {
                                            if ui
                                                .selectable_label(
                                                    chosen == Some(s),
                                                    suit_name(i18n, s),
                                                )
                                                .clicked()
                                            {
                                                out.push(RecorderCommand::SetWallEndSuit(
                                                    i,
                                                    Some(s),
                                                ));
                                            }
                                        }
                                    });
                            });
                        });
                        ui.end_row();
                    }
                });
            if ui.button(i18n.tr("recorder-add-wall-end")).clicked() {
                out.push(RecorderCommand::AddWallEnd);
            }
        });
}

fn suit_name(i18n: &I18n, suit: Suit) -> String {
    i18n.tr(match suit {
        Suit::Characters => "suit-characters",
        Suit::Dots => "suit-dots",
        Suit::Bamboo => "suit-bamboo",
    })
}

/// The engine's sheet and payments of the win being entered, and a disagreement with the
/// score the table wrote.
fn preview_ui(ui: &mut Ui, game: &Game, i18n: &I18n, corner_index: bool) {
    let (title, empty) = if game.moves.is_some() {
        ("recorder-preview-moves", "recorder-preview-moves-empty")
    } else {
        ("recorder-preview", "recorder-preview-empty")
    };
    ui.heading(i18n.tr(title));
    if let Some(e) = &game.preview.error {
        ui.colored_label(ui.visuals().error_fg_color, i18n.said(e));
        return;
    }
    let Some(win) = &game.preview.win else {
        ui.label(RichText::new(i18n.tr(empty)).weak());
        return;
    };
    let sheet = &crate::rules::sheet_in(&win.hand, &win.scored, i18n);
    if let Some(d) = win.disagreement() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            i18n.tr_args(
                "recorder-disagreement",
                &[
                    ("written", d.recorded.into()),
                    ("computed", d.computed.into()),
                ],
            ),
        );
    }
    let frame = egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_max_width(520.0);
            let card = Card {
                index: 0,
                scored: &win.scored,
                sheet,
                declared: crate::app::widgets::Declared::of(&win.hand),
            };
            sheet_card_ui(ui, card, i18n, corner_index, None);
        });
    frame
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, "recorder sheet"));
}

/// Payments between the players, by name, with the rule of each.
fn ledger_lines_ui(ui: &mut Ui, game: &Game, i18n: &I18n, entries: &[&crate::game::LedgerEntry]) {
    if entries.is_empty() {
        return;
    }
    ui.label(RichText::new(i18n.tr("recorder-payments")).strong());
    let name = |p: Option<usize>| {
        p.and_then(|p| game.record.header.players.get(p).cloned())
            .unwrap_or_else(|| "—".into())
    };
    for e in entries {
        let line = i18n.tr_args(
            "recorder-payment",
            &[
                ("from", name(e.from).into()),
                ("to", name(e.to).into()),
                ("amount", e.amount.into()),
            ],
        );
        ui.label(format!("{line} ({})", e.rule_words(i18n)));
    }
}

/// A result with its sign: "+30", "-10", "0".
fn signed(v: i64) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        v.to_string()
    }
}

/// The ledger: each hand's result per player, the hand being entered so far, the balances.
fn balances_ui(ui: &mut Ui, game: &Game, i18n: &I18n) {
    ui.heading(i18n.tr("recorder-balances"));
    let players = &game.record.header.players;
    let mut draft = [0i64; 4];
    for e in &game.draft_replay.ledger {
        if let Some(f) = e.from {
            draft[f] -= e.amount as i64;
        }
        if let Some(t) = e.to {
            draft[t] += e.amount as i64;
        }
    }
    egui::Grid::new("recorder_balances")
        .num_columns(6)
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("recorder-hand-column")).strong());
            for p in players {
                ui.label(RichText::new(p).strong());
            }
            ui.end_row();
            for (h, row) in game.per_hand.iter().enumerate() {
                ui.label((h + 1).to_string());
                for v in row {
                    ui.label(signed(*v));
                }
                // Next to the hand: a score the table wrote that the rules do not give.
                let flags: Vec<String> = (game.disagreements.iter())
                    .filter(|d| d.hand == h + 1)
                    .map(|d| disagreement_line(i18n, game, d))
                    .collect();
                if !flags.is_empty() {
                    ui.colored_label(ui.visuals().warn_fg_color, flags.join("; "));
                }
                ui.end_row();
            }
            if draft.iter().any(|&v| v != 0) {
                ui.label(i18n.tr("recorder-so-far"));
                for v in draft {
                    ui.label(RichText::new(signed(v)).italics());
                }
                ui.end_row();
            }
            ui.label(RichText::new(i18n.tr("recorder-total")).strong());
            let balances = game.balances();
            for (i, v) in balances.iter().enumerate() {
                let label = ui.label(RichText::new(signed(*v)).strong());
                let name = format!("balance {}", players.get(i).cloned().unwrap_or_default());
                let value = signed(*v);
                label.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Label, true, format!("{name}: {value}"))
                });
            }
            ui.end_row();
        });
    // The hand's payments so far, each listed once: those of the win shown above (a hand
    // entered move by move) are on its sheet.
    let listed: Vec<&crate::game::LedgerEntry> = (game.draft_replay.ledger.iter())
        .filter(|e| game.preview.win.is_none() || !game.preview.ledger.contains(e))
        .collect();
    ledger_lines_ui(ui, game, i18n, &listed);
}
