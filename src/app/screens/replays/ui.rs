//! The replay screen drawn: the pages, the table and its seats, the timeline, notes, the
//! ledger. Reads the [`Replays`] and pushes [`ReplaysCommand`]s; changes nothing itself.

use crate::app::context::Ctx;
use crate::app::screens::replays::*;
/// The viewer screen.
pub fn replays_ui(ui: &mut Ui, replays: &Replays, ctx: &Ctx, out: &mut Vec<ReplaysCommand>) {
    let (i18n, corner_index) = (ctx.i18n, ctx.settings.corner_index);
    // With a game open in a narrow room (a small window, or the house rules beside), the
    // list of games folds into a menu of the pages bar: the table keeps its room.
    let folded = replays.game.is_some() && ui.available_width() < FILES_FOLD_BELOW;
    if !folded {
        egui::Panel::left("viewer_files")
            .resizable(true)
            .default_size(240.0)
            .show(ui, |ui| files_ui(ui, replays, i18n, out));
    }
    leave_ui(ui, replays, i18n, out);
    let Some(game) = &replays.game else {
        // With the quiz on and no record, the way to a quiz: pick one.
        let empty = if replays.quiz.on {
            "replays-quiz-pick"
        } else {
            "replays-empty"
        };
        egui::CentralPanel::default().show(ui, |ui| {
            ui.centered_and_justified(|ui| {
                ui.label(RichText::new(i18n.tr(empty)).size(18.0).weak())
            });
        });
        return;
    };
    egui::Panel::top("viewer_pages").show(ui, |ui| pages_ui(ui, replays, i18n, folded, out));
    if replays.page == Page::Night {
        egui::CentralPanel::default().show(ui, |ui| {
            crate::app::screens::replays::night::night_ui(ui, replays, game, i18n, out)
        });
        return;
    }
    egui::Panel::bottom("viewer_timeline").show(ui, |ui| timeline_ui(ui, replays, game, i18n, out));
    // The ledger leaves the table at least its narrowest width.
    let room = ui.available_width();
    let ledger_max = (room - TABLE_MIN_WIDTH).max(LEDGER_MIN_WIDTH);
    let ledger_width = (room * 0.22).clamp(300.0, 640.0).min(ledger_max);
    egui::Panel::right("viewer_ledger")
        .resizable(true)
        .default_size(ledger_width)
        .min_size(LEDGER_MIN_WIDTH)
        .max_size(ledger_max)
        .show(ui, |ui| {
            // The Review panel, when open, takes the ledger's place.
            if replays.review.open {
                crate::app::screens::replays::review_ui::review_panel_ui(
                    ui,
                    replays,
                    game,
                    i18n,
                    corner_index,
                    out,
                );
            } else {
                ledger_ui(ui, replays, game, i18n, corner_index, out);
            }
        });
    egui::CentralPanel::default().show(ui, |ui| {
        table_ui(ui, replays, game, i18n, corner_index, out)
    });
}

/// Below this width (the viewer's room) the list of games folds into a menu.
const FILES_FOLD_BELOW: f32 = 1100.0;
/// The table's narrowest width beside the ledger (narrower, the square table scrolls:
/// [`crate::app::screens::replays::table_ui::table_side`]).
pub(crate) const TABLE_MIN_WIDTH: f32 = 340.0;
/// The ledger's narrowest width: a score sheet's.
const LEDGER_MIN_WIDTH: f32 = crate::app::widgets::sheet_card::MIN_CARD_WIDTH;

/// The games to open: Open…, the bundled samples, the recent files, and why the last one
/// could not be read.
fn files_ui(ui: &mut Ui, replays: &Replays, i18n: &I18n, out: &mut Vec<ReplaysCommand>) {
    ui.heading(i18n.tr("replays-games"));
    if ui.button(i18n.tr("calc-open")).clicked() {
        out.push(ReplaysCommand::OpenDialog);
    }
    ui.label(
        RichText::new(i18n.tr("replays-drop-hint"))
            .weak()
            .size(TEXT),
    );
    ui.separator();
    ui.label(RichText::new(i18n.tr("replays-samples")).strong());
    // The samples scroll on their own: the recent files below stay in view.
    egui::ScrollArea::vertical()
        .id_salt("viewer_samples")
        .max_height(ui.available_height() * 0.6)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (name, text) in SAMPLES {
                let chosen = replays
                    .game
                    .as_ref()
                    .is_some_and(|g| g.path.is_none() && g.name == *name);
                if ui
                    .selectable_label(chosen, sample_title(name, i18n))
                    .on_hover_text(*name)
                    .clicked()
                {
                    out.push(ReplaysCommand::Load {
                        name: (*name).to_string(),
                        text: (*text).to_string(),
                    });
                }
            }
        });
    if !replays.recent.is_empty() {
        ui.separator();
        ui.label(RichText::new(i18n.tr("replays-recent")).strong());
        for path in &replays.recent {
            let short = std::path::Path::new(path)
                .file_name()
                .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
            if ui
                .selectable_label(false, short)
                .on_hover_text(path)
                .clicked()
            {
                out.push(ReplaysCommand::OpenRecent(path.clone()));
            }
        }
    }
    if let Some(e) = replays.error.as_ref().map(|e| e.text(i18n)) {
        ui.separator();
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
}

/// The viewer's pages: the replay hand by hand, or the night at a glance; the games' menu
/// when their list is folded; the table's image, copied or saved.
pub(crate) fn pages_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    folded: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        if folded {
            let title = RichText::new(i18n.tr("replays-games")).size(15.0);
            ui.menu_button(title, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(ui.ctx().content_rect().height() * 0.8)
                    .show(ui, |ui| files_ui(ui, replays, i18n, out));
            });
            ui.separator();
        }
        for (page, key, hint) in [
            (
                Page::Replay,
                "replays-page-replay",
                "replays-page-replay-hint",
            ),
            (Page::Night, "replays-page-night", "replays-page-night-hint"),
        ] {
            let text = RichText::new(i18n.tr(key)).size(15.0);
            if ui
                .selectable_label(replays.page == page, text)
                .on_hover_text(i18n.tr(hint))
                .clicked()
            {
                out.push(ReplaysCommand::ShowPage(page));
            }
        }
        crate::app::screens::replays::review_ui::review_toggle_ui(ui, replays, i18n, out);
        ui.separator();
        let hints = ["replays-copy-image-hint", "replays-save-image-hint"];
        let why_not = replays
            .table()
            .is_none()
            .then(|| i18n.tr("replays-image-none"));
        if let Some(action) = image_buttons_ui(ui, i18n, hints, why_not) {
            out.push(ReplaysCommand::Image(action));
        }
        if let Some(message) = &replays.image_message {
            let label = match message {
                Ok(m) => RichText::new(i18n.said(m)).weak(),
                Err(e) => RichText::new(i18n.said(e)).color(ui.visuals().error_fg_color),
            };
            ui.label(label);
        }
    });
}

/// A recorded score the rules do not give, in words: "recorded 99, the rules give 10".
pub(crate) fn disagreement_text(i18n: &I18n, game: &LoadedGame, d: &Disagreement) -> String {
    let player = game
        .record
        .header
        .players
        .get(d.player)
        .cloned()
        .unwrap_or_default();
    i18n.tr_args(
        "replays-disagreement",
        &[
            ("seat", wind_name(i18n, d.seat).into()),
            ("player", player.into()),
            ("recorded", d.recorded.into()),
            ("computed", d.computed.into()),
        ],
    )
}

/// The record's recorded scores that the rules do not give, each a button to its win.
pub(crate) fn disagreements_ui(
    ui: &mut Ui,
    game: &LoadedGame,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    let found = game.replay.disagreements();
    if found.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(
            ui.visuals().error_fg_color,
            i18n.tr_args("replays-disagreements", &[("count", found.len().into())]),
        );
        for d in &found {
            let label = i18n.tr_args(
                "replays-goto",
                &[("hand", d.hand.into()), ("step", d.step.into())],
            );
            if ui
                .button(label)
                .on_hover_text(disagreement_text(i18n, game, d))
                .clicked()
            {
                out.push(ReplaysCommand::Goto {
                    hand: d.hand - 1,
                    step: d.step,
                });
            }
        }
    });
}

pub(crate) fn player_name(game: &LoadedGame, hand: usize, seat: Wind) -> String {
    game.record
        .hands
        .get(hand)
        .and_then(|h| h.seats.get(seat.index()))
        .and_then(|&p| game.record.header.players.get(p as usize))
        .cloned()
        .unwrap_or_default()
}

pub(crate) fn table_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    let results = replays.results_only();
    let Some(hand) = game.record.hands.get(replays.hand) else {
        return;
    };
    let table = replays.table();
    if table.is_none() && !results {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let modified = if replays.modified { " *" } else { "" };
        ui.label(
            RichText::new(format!(
                "{}{modified} · {}",
                shown_name(game, i18n),
                i18n.tr(&format!("system-{}", game.record.header.rules.id()))
            ))
            .strong(),
        );
        if replays.modified {
            ui.label(RichText::new(i18n.tr("replays-modified")).italics());
        }
        // The short facts move to the next row whole rather than break inside ("Mur:" / "44").
        let fact = |ui: &mut Ui, text: String| ui.add(egui::Label::new(text).extend());
        fact(
            ui,
            i18n.tr_args(
                "replays-position",
                &[
                    ("hand", (replays.hand + 1).into()),
                    ("hands", game.record.hands.len().into()),
                    ("step", replays.step.into()),
                    ("steps", steps_of(hand).into()),
                ],
            ),
        );
        if let Some(table) = table {
            fact(
                ui,
                i18n.tr_args("replays-wall", &[("left", table.wall_left.into())]),
            );
        } else {
            ui.label(RichText::new(i18n.tr("replays-results-only")).italics());
        }
        // Sichuan has no prevailing wind to name.
        if game.record.header.rules.has_prevailing_wind() {
            let round = wind_name(i18n, hand.prevailing_wind);
            fact(ui, format!("{}: {round}", i18n.tr("calc-round")));
        }
    });
    // Whose tiles are shown: a results-only hand shows the winners' hands only.
    if !results {
        ui.horizontal(|ui| {
            ui.label(i18n.tr("replays-show"));
            if ui
                .selectable_label(replays.view == View::AllOpen, i18n.tr("replays-all-open"))
                .clicked()
            {
                out.push(ReplaysCommand::SetView(View::AllOpen));
            }
            for w in Wind::ALL {
                if ui
                    .selectable_label(
                        replays.view == View::Seat(w),
                        player_name(game, replays.hand, w),
                    )
                    .clicked()
                {
                    out.push(ReplaysCommand::SetView(View::Seat(w)));
                }
            }
        });
    }
    disagreements_ui(ui, game, i18n, out);
    autosave_offer_ui(ui, replays, i18n, out);
    let said = match replays.shown_step() {
        Some(step) => describe_step(i18n, step, replays.view),
        None if results => i18n.tr("replays-results-start"),
        None => i18n.tr("replays-deal"),
    };
    ui.label(RichText::new(said).size(16.0));
    annotate_ui(ui, replays, i18n, out);
    let hidden = replays.quiz_hides(replays.hand + 1, replays.step);
    if let Some(q) = replays
        .quiz
        .asking
        .as_ref()
        .filter(|q| q.hand == replays.hand && q.step == replays.step)
    {
        match q.discard {
            Some(d) => discard_quiz_ui(ui, replays, game, q, d, i18n, corner_index, out),
            None => quiz_ui(ui, replays, game, q, i18n, out),
        }
    }
    if table.is_none() {
        crate::app::screens::replays::results_hand::results_hand_ui(
            ui,
            replays,
            game,
            i18n,
            corner_index,
            out,
        );
        return;
    }
    for (_, win) in replays.wins_here().filter(|_| !hidden) {
        let total = win.scored.total();
        let several = replays.wins_here().nth(1).is_some();
        let amount = i18n.amount(win.scored.settings.unit(), total);
        let text = if several {
            format!("{}: {amount}", wind_name(i18n, win.seat))
        } else {
            amount
        };
        ui.label(
            RichText::new(text)
                .size(22.0)
                .color(Color32::from_rgb(0xe0, 0xa0, 0x20)),
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
    }
    ui.separator();
    crate::app::screens::replays::table_ui::square_table_ui(ui, replays, i18n, corner_index);
}

/// The offer of an autosaved copy with unsaved edits: take it back, or leave it.
pub(crate) fn autosave_offer_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    if replays.autosave_offer.is_none() {
        return;
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(i18n.tr("replays-autosave-found"));
            if ui.button(i18n.tr("replays-autosave-restore")).clicked() {
                out.push(ReplaysCommand::AutosaveRestore);
            }
            if ui.button(i18n.tr("replays-autosave-discard")).clicked() {
                out.push(ReplaysCommand::AutosaveDiscard);
            }
        });
    });
}

/// The teacher's tools at the shown step: add, edit or delete a note, mark the next discard
/// or win as a quiz question, save; and the note editor (Enter keeps, Esc cancels).
pub(crate) fn annotate_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    let shown = replays.shown_event();
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(i18n.tr("replays-note-add"))
            .on_hover_text(i18n.tr("replays-note-add-hint"))
            .clicked()
        {
            out.push(ReplaysCommand::NoteAdd);
        }
        if matches!(shown, Some(Event::Note(_)))
            && ui.button(i18n.tr("replays-note-edit")).clicked()
        {
            out.push(ReplaysCommand::NoteEdit);
        }
        if matches!(shown, Some(Event::Note(_) | Event::Question(_)))
            && ui.button(i18n.tr("replays-note-delete")).clicked()
        {
            out.push(ReplaysCommand::NoteDelete);
        }
        for (ask, key) in [
            (Ask::Discard, "replays-ask-discard"),
            (Ask::Score, "replays-ask-score"),
        ] {
            if replays.can_ask(ask) && ui.button(i18n.tr(key)).clicked() {
                out.push(ReplaysCommand::MarkQuestion(ask));
            }
        }
        ui.separator();
        if ui.button(i18n.tr("replays-save")).clicked() {
            out.push(ReplaysCommand::Save);
        }
        if ui.button(i18n.tr("replays-save-as")).clicked() {
            out.push(ReplaysCommand::SaveAsDialog);
        }
        match &replays.saved {
            Some(Ok(path)) => {
                ui.label(
                    RichText::new(i18n.tr_args("replays-saved", &[("path", path.clone().into())]))
                        .weak(),
                );
            }
            Some(Err(e)) => {
                let e = crate::app::files::said_line(e, i18n);
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            None => {}
        }
    });
    let Some(editor) = &replays.editor else {
        return;
    };
    ui.horizontal(|ui| {
        let id = ui.make_persistent_id("viewer note editor");
        let mut text = editor.text.clone();
        let response = ui.add(
            egui::TextEdit::singleline(&mut text)
                .id(id)
                .hint_text(i18n.tr("replays-note-hint"))
                .desired_width(ui.available_width() - 200.0),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "note"));
        if response.changed() {
            out.push(ReplaysCommand::NoteText(text));
        }
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        if ui.button(i18n.tr("replays-note-keep")).clicked() || enter {
            out.push(ReplaysCommand::NoteCommit);
        } else if ui.button(i18n.tr("replays-note-cancel")).clicked() || escape {
            out.push(ReplaysCommand::NoteCancel);
        } else if !response.has_focus() && ui.memory(|m| m.focused().is_none()) {
            ui.memory_mut(|m| m.request_focus(id));
        }
    });
}

/// "Save the edits?" before another record opens or the app closes.
pub(crate) fn leave_ui(ui: &mut Ui, replays: &Replays, i18n: &I18n, out: &mut Vec<ReplaysCommand>) {
    if replays.leaving.is_none() {
        return;
    }
    egui::Modal::new(egui::Id::unique("viewer leave")).show(ui.ctx(), |ui| {
        ui.heading(i18n.tr("replays-leave-title"));
        ui.label(i18n.tr("replays-leave-text"));
        ui.horizontal(|ui| {
            for (choice, key) in [
                (LeaveChoice::Save, "replays-leave-save"),
                (LeaveChoice::Discard, "replays-leave-discard"),
                (LeaveChoice::Cancel, "replays-leave-cancel"),
            ] {
                if ui.button(i18n.tr(key)).clicked() {
                    out.push(ReplaysCommand::LeaveAnswer(choice));
                }
            }
        });
    });
}

pub(crate) fn balance_so_far(replays: &Replays, game: &LoadedGame, seat: Wind) -> i64 {
    let player = game
        .record
        .hands
        .get(replays.hand)
        .and_then(|h| h.seats.get(seat.index()))
        .map_or(0, |&p| p as usize);
    let mut net = 0i64;
    for e in &game.replay.ledger {
        if !replays.reached(e) {
            continue;
        }
        if e.from == Some(player) {
            net -= e.amount as i64;
        }
        if e.to == Some(player) {
            net += e.amount as i64;
        }
    }
    net
}

/// A step in words, as `view` sees it.
pub fn describe_step(i18n: &I18n, step: Step<'_>, view: View) -> String {
    match step {
        Step::Move(e) => describe_event(i18n, e, view),
        Step::Result(e) => crate::app::screens::replays::results_hand::describe_entry(i18n, e),
    }
}

pub(crate) fn timeline_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    crate::app::screens::replays::player_bar::player_bar_ui(ui, replays, i18n, out);
    let hand = &game.record.hands[replays.hand];
    let disagreements: Vec<Disagreement> = game
        .replay
        .disagreements()
        .into_iter()
        .filter(|d| d.hand == replays.hand + 1)
        .collect();
    // One mark per step, as wide as the window allows.
    let mark_width = (ui.available_width() / (steps_of(hand) + 1) as f32 - 2.0).clamp(8.0, 24.0);
    let start = if hand.is_results_only() {
        "replays-results-start"
    } else {
        "replays-deal"
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        let marks = std::iter::once(None).chain(steps(hand).map(Some));
        for (step, event) in marks.enumerate() {
            let win = Color32::from_rgb(0xe0, 0xa0, 0x20);
            let kong = Color32::from_rgb(0x3a, 0x7b, 0xd5);
            let end = Color32::from_rgb(0xc0, 0x40, 0x40);
            let color = match event {
                Some(Step::Move(Event::Win(_) | Event::Wins(_))) => win,
                Some(Step::Move(
                    Event::ExposedKong(_) | Event::ConcealedKong(..) | Event::AddedKong(..),
                )) => kong,
                Some(Step::Move(Event::Penalty(_) | Event::WallExhausted)) => end,
                Some(Step::Move(Event::Note(_))) => Color32::GRAY,
                Some(Step::Move(Event::Question(_))) => Color32::from_rgb(0x9b, 0x59, 0xb6),
                Some(Step::Result(e)) => match e {
                    ResultEntry::Win(_) | ResultEntry::Wins(_) => win,
                    ResultEntry::Kong(_) => kong,
                    ResultEntry::Penalty(_) | ResultEntry::Drawn | ResultEntry::WallEnd(_) => end,
                    ResultEntry::Note(_) => Color32::GRAY,
                    ResultEntry::Bonus(_) => ui.visuals().weak_text_color(),
                },
                _ => ui.visuals().weak_text_color(),
            };
            // A mistake of the reviewed player: coloured by its severity.
            let color = crate::app::screens::replays::review_ui::timeline_color(replays, step)
                .unwrap_or(color);
            let disagreement = disagreements.iter().find(|d| d.step == step);
            let color = if disagreement.is_some() {
                ui.visuals().error_fg_color
            } else {
                color
            };
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(mark_width, 24.0), egui::Sense::click());
            let current = step == replays.step;
            let h = if event.is_some_and(Step::is_marker) || current {
                18.0
            } else {
                10.0
            };
            let bar = egui::Rect::from_min_size(
                egui::pos2(rect.center().x - mark_width / 4.0, rect.bottom() - h),
                egui::vec2(mark_width / 2.0, h),
            );
            ui.painter().rect_filled(
                bar,
                1.0,
                if current {
                    ui.visuals().strong_text_color()
                } else {
                    color
                },
            );
            let tip =
                || event.map_or_else(|| i18n.tr(start), |e| describe_step(i18n, e, replays.view));
            if disagreement.is_some() {
                // The disagreement's mark: a dot above the bar.
                ui.painter().circle_filled(
                    egui::pos2(rect.center().x, rect.top() + 3.0),
                    3.0,
                    color,
                );
            }
            response.widget_info(|| {
                let place = i18n.tr_args(
                    "replays-goto",
                    &[("hand", (replays.hand + 1).into()), ("step", step.into())],
                );
                let what = match disagreement {
                    Some(d) => disagreement_text(i18n, game, d),
                    None => tip(),
                };
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("{place}: {what}"))
            });
            if response
                .on_hover_ui(|ui| {
                    ui.label(tip());
                    if let Some(d) = disagreement {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            disagreement_text(i18n, game, d),
                        );
                    }
                })
                .clicked()
            {
                out.push(ReplaysCommand::Goto {
                    hand: replays.hand,
                    step,
                });
            }
        }
    });
}

pub(crate) fn ledger_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    // The panel keeps its width when the ledger is still empty.
    ui.set_min_width(ui.available_width());
    ui.heading(i18n.tr("replays-ledger"));
    egui::ScrollArea::vertical()
        .id_salt("viewer_ledger_scroll")
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let name = |i: Option<usize>| {
                i.and_then(|i| game.record.header.players.get(i))
                    .cloned()
                    .unwrap_or_else(|| i18n.tr("replays-nobody"))
            };
            for (k, e) in game.replay.ledger.iter().enumerate() {
                if !replays.reached(e) {
                    continue;
                }
                let text = i18n.tr_args(
                    "replays-entry",
                    &[
                        ("hand", e.hand.into()),
                        ("from", name(e.from).into()),
                        ("to", name(e.to).into()),
                        ("amount", e.amount.into()),
                    ],
                );
                if ui
                    .selectable_label(replays.selected == Some(k), text)
                    .on_hover_ui(|ui| {
                        ui.label(e.rule_words(i18n));
                    })
                    .clicked()
                {
                    out.push(ReplaysCommand::Select(if replays.selected == Some(k) {
                        None
                    } else {
                        Some(k)
                    }));
                }
                if replays.selected == Some(k) {
                    ui.label(RichText::new(e.rule_words(i18n)).size(TEXT));
                }
            }
            // A results-only hand's win shows its sheet beside the winner's hand instead.
            let in_centre = |w: &WinResult| {
                replays.results_only()
                    && w.hand_number == replays.hand + 1
                    && w.step == replays.step
            };
            if let Some((shown, win)) = replays.shown_win().filter(|(_, w)| !in_centre(w)) {
                ui.separator();
                let here: Vec<(usize, &WinResult)> = replays.wins_here().collect();
                if here.len() > 1 {
                    ui.horizontal_wrapped(|ui| winner_tabs_ui(ui, game, &here, shown, i18n, out));
                }
                ui.label(
                    RichText::new(i18n.tr_args(
                        "replays-sheet-of",
                        &[
                            ("seat", wind_name(i18n, win.seat).into()),
                            (
                                "player",
                                player_name(game, win.hand_number - 1, win.seat).into(),
                            ),
                            ("hand", win.hand_number.into()),
                            ("step", win.step.into()),
                        ],
                    ))
                    .strong(),
                );
                if let Some(d) = win.disagreement() {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        disagreement_text(i18n, game, &d),
                    );
                }
                add_win_to_set_ui(ui, shown, i18n, out);
                win_card_ui(ui, win, i18n, corner_index);
            }
        });
}

/// The tabs that choose whose score sheet is shown when several won at one step.
pub(crate) fn winner_tabs_ui(
    ui: &mut Ui,
    game: &LoadedGame,
    here: &[(usize, &WinResult)],
    shown: usize,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    for (i, w) in here {
        let label = format!(
            "{} · {}",
            wind_name(i18n, w.seat),
            player_name(game, w.hand_number - 1, w.seat)
        );
        if ui.selectable_label(*i == shown, label).clicked() {
            out.push(ReplaysCommand::ShowSheet(*i));
        }
    }
}

/// "Add to set" for the shown win (its hand, asking its total, into the set being built).
pub(crate) fn add_win_to_set_ui(
    ui: &mut Ui,
    shown: usize,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    if ui
        .button(i18n.tr("set-build-add"))
        .on_hover_text(i18n.tr("replays-add-to-set-hint"))
        .clicked()
    {
        out.push(ReplaysCommand::AddWinToSet(shown));
    }
}

/// The score sheet card of a win.
pub(crate) fn win_card_ui(ui: &mut Ui, win: &WinResult, i18n: &I18n, corner_index: bool) {
    let card = Card {
        index: 99,
        scored: &win.scored,
        sheet: &win.sheet,
        declared: crate::app::widgets::Declared::of(&win.hand),
    };
    sheet_card_ui(ui, card, i18n, corner_index, None);
}
