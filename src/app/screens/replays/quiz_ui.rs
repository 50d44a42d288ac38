//! The replay quiz drawn: the toggle and level, the questions asked at a step (a win's
//! total, patterns, payments; a discard), their grades.

use crate::app::screens::replays::*;
/// The quiz's switch, its level and its tally, at the end of the timeline's controls.
pub(crate) fn quiz_toggle_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.separator();
    let mut on = replays.quiz.on;
    if ui.checkbox(&mut on, i18n.tr("replays-quiz")).changed() {
        out.push(ReplaysCommand::SetQuiz(on));
    }
    if !replays.quiz.on {
        return;
    }
    for level in Level::ALL {
        let name = i18n.tr(&format!("replays-quiz-level-{}", level.id()));
        if ui
            .selectable_label(replays.quiz.level == level, name)
            .clicked()
        {
            out.push(ReplaysCommand::SetQuizLevel(level));
        }
    }
    ui.label(
        RichText::new(i18n.tr_args(
            "drill-tally",
            &[
                ("right", replays.quiz.right.into()),
                ("asked", replays.quiz.asked.into()),
            ],
        ))
        .strong(),
    );
}

/// The quiz's question at a win: a total (and at Expert what the winner receives) per
/// winner; once checked, each graded, and a button to go on. Enter checks, Enter again goes
/// on.
pub(crate) fn quiz_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    q: &QuizQuestion,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    let expert = replays.quiz.level == Level::Expert;
    let graded = q.graded.is_some();
    let mut enter = false;
    let mut first_empty = None;
    let base = ui.scope_id().with("viewer quiz");
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .stroke(egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)))
        .show(ui, |ui| {
            let title = if expert {
                "replays-quiz-question-expert"
            } else {
                "replays-quiz-question"
            };
            ui.label(RichText::new(i18n.tr(title)).strong().size(16.0));
            ui.vertical(|ui| {
                for (k, &i) in q.wins.iter().enumerate() {
                    let Some(win) = game.replay.wins.get(i) else {
                        continue;
                    };
                    let unit = win.scored.settings.unit();
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(format!(
                                "{} · {}",
                                wind_name(i18n, win.seat),
                                player_name(game, win.hand_number - 1, win.seat)
                            ))
                            .strong(),
                        );
                        let mut fields = vec![(QuizField::Total, &q.totals, "replays-quiz-total")];
                        if expert {
                            fields.push((
                                QuizField::Receives,
                                &q.receives,
                                "replays-quiz-receives",
                            ));
                        }
                        for (field, answers, key) in fields {
                            let label = match field {
                                QuizField::Total => i18n.tr_args(
                                    key,
                                    &[("unit", i18n.tr(&format!("unit-{unit}")).into())],
                                ),
                                QuizField::Receives => i18n.tr(key),
                            };
                            ui.label(label);
                            let mut text = answers.get(k).cloned().unwrap_or_default();
                            let id = base.with((k, field == QuizField::Total));
                            let edit = egui::TextEdit::singleline(&mut text)
                                .id(id)
                                .desired_width(70.0);
                            let response = ui.add_enabled(!graded, edit);
                            let name = format!(
                                "quiz {} {}",
                                win.seat.name(),
                                match field {
                                    QuizField::Total => "total",
                                    QuizField::Receives => "receives",
                                }
                            );
                            response.widget_info(|| {
                                egui::WidgetInfo::labeled(egui::Role::TextInput, true, name.clone())
                            });
                            if text.is_empty() && first_empty.is_none() {
                                first_empty = Some(id);
                            }
                            if response.changed() {
                                out.push(ReplaysCommand::QuizAnswer {
                                    win: k,
                                    field,
                                    text,
                                });
                            }
                            if response.lost_focus()
                                && ui.input(|i| i.key_pressed(egui::Key::Enter))
                            {
                                enter = true;
                            }
                        }
                    });
                    if let Some(g) = q.graded.as_ref().and_then(|g| g.get(k)) {
                        let text = quiz_grade_text(i18n, g, unit);
                        let color = if g.right() {
                            Color32::from_rgb(0x2e, 0x9d, 0x57)
                        } else {
                            ui.visuals().error_fg_color
                        };
                        ui.label(RichText::new(text).strong().color(color));
                    }
                }
            });
            ui.horizontal(|ui| {
                if graded {
                    if ui.button(i18n.tr("replays-quiz-continue")).clicked() {
                        out.push(ReplaysCommand::QuizContinue);
                    }
                    ui.label(RichText::new(i18n.tr("replays-quiz-continue-hint")).weak());
                } else {
                    if ui.button(i18n.tr("drill-check")).clicked() {
                        out.push(ReplaysCommand::QuizCheck);
                    }
                    ui.label(RichText::new(i18n.tr("replays-quiz-hint")).weak());
                }
            });
        });
    let nothing_focused = ui.memory(|m| m.focused().is_none());
    if graded {
        if nothing_focused && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            out.push(ReplaysCommand::QuizContinue);
        }
    } else {
        if enter {
            out.push(ReplaysCommand::QuizCheck);
        }
        // The keys stay in the answer: the first empty field (or the first) has them.
        if nothing_focused && !enter {
            let first = first_empty.unwrap_or(base.with((0usize, true)));
            ui.memory_mut(|m| m.request_focus(first));
        }
    }
}

/// A marked "what would you discard?" question: the seat's tiles, one click answers; once
/// graded, the record's discard and a button to go on (Enter).
#[allow(clippy::too_many_arguments)]
pub(crate) fn discard_quiz_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    q: &QuizQuestion,
    d: DiscardQuestion,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    let Some(table) = replays.table() else { return };
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .stroke(egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)))
        .show(ui, |ui| {
            let who = format!(
                "{} · {}",
                wind_name(i18n, d.seat),
                player_name(game, q.hand, d.seat)
            );
            ui.label(
                RichText::new(i18n.tr_args("replays-quiz-discard", &[("seat", who.into())]))
                    .strong()
                    .size(16.0),
            );
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                for t in tiles_of(&table.seats[d.seat.index()].concealed) {
                    let name = format!("discard {t}");
                    let chosen = d.answer == Some(t);
                    let response = tile_button(ui, Face::Tile(t), 48.0, corner_index, &name);
                    if chosen {
                        ui.painter().rect_stroke(
                            response.rect,
                            2.0,
                            egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)),
                            egui::StrokeKind::Outside,
                        );
                    }
                    if response.clicked() && q.graded.is_none() {
                        out.push(ReplaysCommand::QuizDiscard(t));
                    }
                }
            });
            if q.graded.is_some() {
                let right = d.answer == Some(d.recorded);
                let (text, color) = if right {
                    (i18n.tr("drill-right"), Color32::from_rgb(0x2e, 0x9d, 0x57))
                } else {
                    (
                        i18n.tr_args(
                            "replays-quiz-discard-wrong",
                            &[("tile", d.recorded.to_string().into())],
                        ),
                        ui.visuals().error_fg_color,
                    )
                };
                ui.label(RichText::new(text).strong().color(color));
                ui.horizontal(|ui| {
                    if ui.button(i18n.tr("replays-quiz-continue")).clicked() {
                        out.push(ReplaysCommand::QuizContinue);
                    }
                    ui.label(RichText::new(i18n.tr("replays-quiz-continue-hint")).weak());
                });
                if ui.memory(|m| m.focused().is_none())
                    && ui.input(|i| i.key_pressed(egui::Key::Enter))
                {
                    out.push(ReplaysCommand::QuizContinue);
                }
            }
        });
}

/// One win's grade in words: right; or the total it is worth; and, at Expert, what the
/// winner receives.
pub(crate) fn quiz_grade_text(i18n: &I18n, g: &QuizGrade, unit: &str) -> String {
    if g.right() {
        return i18n.tr("drill-right");
    }
    let receives = |key: &str, amount: u32| i18n.tr_args(key, &[("amount", amount.into())]);
    if g.total_right {
        // Only what the winner receives was wrong.
        return g
            .receives
            .map(|(amount, _)| receives("replays-quiz-receives-wrong", amount))
            .unwrap_or_default();
    }
    let amount = i18n.amount(unit, g.total);
    let mut text = i18n.tr_args("drill-wrong", &[("amount", amount.into())]);
    if let Some((amount, right)) = g.receives {
        let key = if right {
            "replays-quiz-receives-right"
        } else {
            "replays-quiz-receives-also"
        };
        text.push(' ');
        text.push_str(&receives(key, amount));
    }
    text
}
