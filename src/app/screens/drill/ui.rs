//! The drill's drawing: the pickers, the round's progress, the question in hand and its
//! answer, the score sheet with the facts behind it.

use super::*;

/// The drill screen: the pickers, the round's progress, the question in hand (or the
/// round's summary). Enter checks the answer, Enter again goes on.
pub fn drill_ui(ui: &mut Ui, drill: &Drill, ctx: &Ctx, out: &mut Vec<DrillCommand>) {
    let (i18n, corner_index) = (ctx.i18n, ctx.settings.corner_index);
    // Enter is the drill's own key: taken before any widget sees it, so that an answer field
    // keeps its focus and no focused button is pressed as well.
    let enter = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
    pickers_ui(ui, drill, ctx, out);
    if drill.mode == Mode::Discard && drill.set.is_none() {
        let system = drill.settings().id();
        crate::app::screens::drill::mode::discard::source_ui(ui, &drill.mine, system, i18n, out);
    }
    ui.separator();
    if drill.round.over {
        summary_ui(ui, drill, i18n, corner_index, out);
        if enter {
            out.push(DrillCommand::NewRound);
        }
        return;
    }
    let Some(task) = &drill.task else {
        if drill.serial == 0 {
            if ui.button(i18n.tr("drill-start")).clicked() || enter {
                out.push(DrillCommand::Next);
            }
        } else {
            ui.label(RichText::new(i18n.tr("drill-no-hand")).color(ui.visuals().warn_fg_color));
            if ui.button(i18n.tr("drill-next")).clicked() || enter {
                out.push(DrillCommand::Next);
            }
        }
        return;
    };
    let checked = task.checked();
    focus_new_question(ui, drill.serial);
    progress_ui(ui, drill, checked, i18n, out);
    note_ui(ui, drill, i18n);
    add_to_set_ui(ui, drill, i18n, out);
    task_ui(ui, task, i18n, corner_index, out);
    if enter {
        out.push(if checked {
            DrillCommand::Next
        } else {
            DrillCommand::Submit
        });
    }
}

/// The question in hand, drawn by its mode, its commands wrapped as the drill's.
pub fn task_ui(
    ui: &mut Ui,
    task: &Task,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DrillCommand>,
) {
    let mut commands = Vec::new();
    let graded_on_answer = task.ui(ui, i18n, corner_index, &mut commands);
    out.extend(commands.into_iter().map(DrillCommand::Task));
    if graded_on_answer {
        out.push(DrillCommand::Submit);
    }
}

/// A question not seen before lets go of the keyboard's focus, so that its first answer
/// field takes it.
fn focus_new_question(ui: &mut Ui, serial: u64) {
    let id = ui.make_persistent_id("drill question serial");
    let seen = ui.data(|d| d.get_temp::<u64>(id));
    if seen != Some(serial) {
        ui.data_mut(|d| d.insert_temp(id, serial));
        if let Some(focused) = ui.memory(|m| m.focused()) {
            ui.memory_mut(|m| m.surrender_focus(focused));
        }
    }
}

/// The title, the rule system, the mode, the level and the round's size.
/// While a set runs, its system and its hands' modes are the set's: the system, mode, level
/// and round pickers are locked, and say why on hover.
fn pickers_ui(ui: &mut Ui, drill: &Drill, ctx: &Ctx, out: &mut Vec<DrillCommand>) {
    let i18n = ctx.i18n;
    let locked = drill
        .set
        .as_ref()
        .map(|run| i18n.tr_args("drill-set-locked", &[("title", run.title.clone().into())]));
    // A picker's choice: enabled, or locked with the reason on hover; true when clicked.
    let choice = |ui: &mut Ui, selected: bool, text: String| -> bool {
        let button = ui.add_enabled(locked.is_none(), egui::Button::selectable(selected, text));
        match &locked {
            Some(why) => {
                button.on_disabled_hover_text(why.as_str());
                false
            }
            None => button.clicked(),
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.heading(i18n.tr("drill-title"));
        ui.add_space(16.0);
        for k in RuleId::ALL {
            let name = i18n.tr(k.label_key());
            if choice(ui, drill.system == k, name) {
                out.push(DrillCommand::SetSystem(k));
            }
        }
        ui.add_space(16.0);
        if ui.button(i18n.tr("drill-house-rules")).clicked() {
            out.push(DrillCommand::EditHouseRules(Section::of_system(
                drill.system,
            )));
        }
        ui.add_space(16.0);
        crate::app::screens::drill::sets_menu::sets_menu_ui(ui, drill, ctx, out);
    });
    set_line_ui(ui, drill, i18n, out);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("drill-mode")).weak());
        // While a set runs, the mode of its hand in hand.
        let current = match (&drill.set, &drill.task) {
            (Some(_), Some(task)) => task.mode(),
            _ => drill.mode,
        };
        for mode in Task::modes(&drill.settings()) {
            let name = i18n.tr(mode.label_key());
            if choice(ui, current == mode, name) {
                out.push(DrillCommand::SetMode(mode));
            }
        }
        let quiz = i18n.tr(Mode::ReplayQuiz.label_key());
        if ui
            .selectable_label(false, format!("{quiz} →"))
            .on_hover_text(i18n.tr("drill-replay-quiz-hint"))
            .clicked()
        {
            out.push(DrillCommand::OpenReplayQuiz);
        }
        ui.add_space(16.0);
        ui.label(RichText::new(i18n.tr("drill-level")).weak());
        for level in Level::ALL {
            let name = i18n.tr(&format!("drill-level-{}", level.id()));
            if choice(ui, drill.level == level, name) {
                out.push(DrillCommand::SetLevel(level));
            }
        }
        ui.add_space(16.0);
        ui.label(RichText::new(i18n.tr("drill-round-size")).weak());
        for n in ROUND_SIZES {
            if choice(ui, drill.round.size == n, n.to_string()) {
                out.push(DrillCommand::SetRoundSize(n));
            }
        }
    });
}

/// "Add to set" (the question's hand, in the current mode) and the set being built.
fn add_to_set_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    ui.horizontal(|ui| {
        let asks_one =
            drill.question().is_some() && crate::drill::set::SET_MODES.contains(&drill.mode);
        if ui
            .add_enabled(asks_one, egui::Button::new(i18n.tr("set-build-add")))
            .clicked()
        {
            out.push(DrillCommand::AddToSet);
        }
        if ui.button(i18n.tr("set-build-window")).clicked() {
            out.push(DrillCommand::ToggleSetBuilder);
        }
    });
}

/// The set being worked through (its title, a way back to random hands, and its worksheet
/// to export), or why the last set did not open.
fn set_line_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    if let Some(run) = &drill.set {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(
                    i18n.tr_args("drill-set-running", &[("title", run.title.clone().into())]),
                )
                .strong()
                .size(16.0),
            );
            if ui.button(i18n.tr("drill-set-leave")).clicked() {
                out.push(DrillCommand::LeaveSet);
            }
        });
        let row = (drill.export_answers, drill.paper);
        match worksheet_row_ui(ui, row, true, "drill-set-paper", i18n) {
            Some(WorksheetAsk::Export) => out.push(DrillCommand::ExportWorksheetDialog),
            Some(WorksheetAsk::Answers(on)) => out.push(DrillCommand::SetExportAnswers(on)),
            Some(WorksheetAsk::Paper(paper)) => out.push(DrillCommand::SetPaper(paper)),
            None => {}
        }
        if let Some(exported) = &drill.export_message {
            let color = match exported.result {
                Ok(()) => ui.visuals().weak_text_color(),
                Err(_) => ui.visuals().warn_fg_color,
            };
            ui.label(RichText::new(exported.text(i18n)).color(color));
        }
    }
    if let Some(e) = &drill.set_error {
        let text = match e {
            SetOpenError::Read(said) => crate::app::files::said_line(said, i18n),
            SetOpenError::Invalid { path, error } => i18n.tr_args(
                "drill-set-invalid",
                &[
                    ("path", path.clone().into()),
                    ("error", i18n.text(error).into()),
                ],
            ),
        };
        ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
    }
}

/// The teacher's note, once the answer is checked.
fn note_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n) {
    if let Some(note) = drill.note() {
        ui.add_space(6.0);
        ui.group(|ui| {
            ui.label(RichText::new(i18n.tr("drill-set-note")).strong());
            ui.label(note);
        });
    }
}

/// "Question 3 of 10", the tally, the time once checked, and the buttons.
fn progress_ui(
    ui: &mut Ui,
    drill: &Drill,
    checked: bool,
    i18n: &I18n,
    out: &mut Vec<DrillCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        let n = drill.round.answered.len() + usize::from(!checked);
        let progress = i18n.tr_args(
            "drill-progress",
            &[("n", n.into()), ("total", drill.round.size.into())],
        );
        ui.label(RichText::new(progress).strong().size(16.0));
        ui.add_space(12.0);
        let tally = i18n.tr_args(
            "drill-tally",
            &[("right", drill.right.into()), ("asked", drill.asked.into())],
        );
        ui.label(tally);
        if let Some(seconds) = drill.seconds {
            ui.add_space(12.0);
            ui.label(i18n.tr_args(
                "drill-time",
                &[("seconds", seconds_text(i18n, seconds).into())],
            ));
        }
        ui.add_space(16.0);
        if ui
            .add_enabled(!checked, egui::Button::new(i18n.tr("drill-check")))
            .clicked()
        {
            out.push(DrillCommand::Submit);
        }
        let last = checked && drill.round.answered.len() >= drill.round.size as usize;
        let next = if last {
            "drill-to-summary"
        } else {
            "drill-next"
        };
        if ui.button(i18n.tr(next)).clicked() {
            out.push(DrillCommand::Next);
        }
        ui.label(RichText::new(i18n.tr("drill-enter-hint")).weak());
        ui.add_space(16.0);
        if drill.targets.is_empty() {
            if ui.button(i18n.tr("drill-weak-spots")).clicked() {
                out.push(DrillCommand::PractiseWeakSpots);
            }
        } else if ui.button(i18n.tr("drill-weak-spots-off")).clicked() {
            out.push(DrillCommand::WeakSpots(Vec::new()));
        }
    });
    if !drill.targets.is_empty() {
        let names = pattern_names(i18n, &drill.settings(), &drill.targets);
        ui.label(
            RichText::new(i18n.tr_args("drill-weak-spots-on", &[("patterns", names.into())]))
                .color(ui.visuals().warn_fg_color),
        );
    }
    ui.add_space(4.0);
}

/// An answer field: digits only, its accessible name `label`, keeping the keyboard's focus
/// (the first field takes it whenever nothing has it). Returns the new text when it changed.
pub fn answer_field_ui(
    ui: &mut Ui,
    answer: &str,
    index: usize,
    label: &str,
    width: f32,
) -> Option<String> {
    let mut text = answer.to_string();
    let field = ui.add(
        egui::TextEdit::singleline(&mut text)
            .id_salt(("drill answer", index))
            .desired_width(width),
    );
    let name = label.to_string();
    field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name));
    if index == 0 && ui.memory(|m| m.focused().is_none()) {
        field.request_focus();
    }
    field
        .changed()
        .then(|| text.chars().filter(char::is_ascii_digit).collect())
}

/// The grade of an answer, on a line that is there before the answer is checked too, so
/// that nothing moves when it appears: `(right, text)`.
pub fn grade_line_ui(ui: &mut Ui, line: Option<(bool, String)>) {
    let size = 20.0;
    match line {
        Some((right, text)) => {
            let color = if right {
                RIGHT_COLOR
            } else {
                ui.visuals().error_fg_color
            };
            ui.label(RichText::new(text).size(size).color(color));
        }
        None => {
            let height = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
            ui.allocate_space(egui::vec2(1.0, height));
        }
    }
}

/// The question's facts and its tiles as they lie on the table.
pub fn question_ui(ui: &mut Ui, q: &Question, i18n: &I18n, corner_index: bool) {
    facts_ui(ui, &question_facts(q), i18n);
    // Tiles grow with the window, up to about twice their smallest size.
    let tile_height = (ui.available_width() / 20.0).clamp(52.0, 96.0);
    crate::app::widgets::table_hand_ui(ui, &q.hand, tile_height, corner_index);
}

/// From this width of the drill screen the score sheet stands beside the question.
const WIDE: f32 = 1100.0;

/// The question's body with the score sheet beside it (a wide window) or below it once
/// checked (a narrow one).
pub fn with_sheet_ui(
    ui: &mut Ui,
    q: &Question,
    checked: bool,
    i18n: &I18n,
    corner_index: bool,
    body: impl FnOnce(&mut Ui),
) {
    let wide = ui.available_width() >= WIDE;
    if wide {
        let width = (ui.available_width() * 0.42).min(760.0);
        egui::Panel::right("drill_sheet")
            .resizable(false)
            .exact_size(width)
            .show(ui, |ui| answer_sheet_ui(ui, q, checked, i18n, corner_index));
        egui::ScrollArea::vertical()
            .id_salt("drill question")
            .auto_shrink([false, false])
            .show(ui, body);
    } else {
        egui::ScrollArea::vertical()
            .id_salt("drill question")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                body(ui);
                if checked {
                    ui.separator();
                    answer_sheet_ui(ui, q, checked, i18n, corner_index);
                }
            });
    }
}

/// The answer's score sheet once the answer is checked; before, a line saying where it will
/// appear.
fn answer_sheet_ui(ui: &mut Ui, q: &Question, checked: bool, i18n: &I18n, corner_index: bool) {
    if !checked {
        ui.label(RichText::new(i18n.tr("drill-sheet-later")).weak());
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("drill_sheet")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.set_max_width(ui.available_width().min(760.0));
            sheet_card_ui(
                ui,
                Card {
                    index: 0,
                    scored: &q.scored,
                    sheet: &q.sheet,
                    declared: crate::app::widgets::Declared::of(&q.hand),
                },
                i18n,
                corner_index,
                None,
            );
            ui.collapsing(i18n.tr("drill-full-sheet"), |ui| {
                let sheet = crate::rules::sheet_in(&q.hand, &q.scored, i18n);
                ui.label(RichText::new(sheet.to_text()).monospace());
            });
        });
}

fn win_key(win: crate::hand::WinMethod) -> &'static str {
    match win {
        crate::hand::WinMethod::Discard => "win-discard",
        crate::hand::WinMethod::SelfDraw => "win-self-draw",
        crate::hand::WinMethod::KongReplacement => "win-kong-replacement",
        crate::hand::WinMethod::RobbingKong => "win-robbing-kong",
    }
}

fn meld_name(i18n: &I18n, m: &Meld) -> String {
    let key = match m.kind {
        MeldKind::Chow => "calc-meld-chow",
        MeldKind::Pung => "calc-meld-pung",
        MeldKind::ExposedKong | MeldKind::AddedKong => "calc-meld-kong",
        MeldKind::ConcealedKong => "calc-meld-concealed-kong",
    };
    format!(
        "{} {}",
        i18n.tr(key),
        crate::rules::explain::meld_named(i18n, &m.tiles())
    )
}

fn winds(i18n: &I18n, winds: &[crate::tiles::Wind]) -> String {
    let names: Vec<String> = winds.iter().map(|&w| wind_name(i18n, w)).collect();
    names.join(", ")
}

/// The words for one fact; `None` for the tiles, which the drawn hand shows.
pub fn fact_text(i18n: &I18n, fact: &Fact) -> Option<String> {
    let count = |n: u32| -> [(&str, fluent_bundle::FluentValue<'_>); 1] { [("count", n.into())] };
    Some(match fact {
        Fact::System(id) => i18n.tr(&format!("system-{id}")),
        Fact::Seat(w) => format!("{}: {}", i18n.tr("calc-seat"), wind_name(i18n, *w)),
        Fact::Round(w) => format!("{}: {}", i18n.tr("calc-round"), wind_name(i18n, *w)),
        Fact::Won(win) => i18n.tr(win_key(*win)),
        Fact::Discarder(w) => {
            i18n.tr_args("fact-discarder", &[("seat", wind_name(i18n, *w).into())])
        }
        Fact::Flag(f) => match f {
            crate::drill::Flag::Humanly | crate::drill::Flag::KongShot => {
                i18n.tr(&format!("fact-flag-{}", f.id()))
            }
            _ => i18n.tr(&format!("flag-{}", f.id())),
        },
        Fact::Concealed(_) | Fact::WinningTile(_) | Fact::Bonus(_) => return None,
        Fact::Meld(m) => {
            let mut parts = Vec::new();
            if let Some(w) = m.from {
                // The seat as a case of its own ("from South", «у Юга»), not a name in the
                // nominative after a preposition.
                let seat = w.name().to_lowercase();
                parts.push(i18n.tr_args("fact-meld-from", &[("seat", seat.into())]));
            }
            if m.fresh {
                parts.push(i18n.tr("fact-meld-fresh"));
            }
            if let Some(n) = m.wall_tiles_left {
                parts.push(i18n.tr_args("fact-meld-wall", &count(n.into())));
            }
            if parts.is_empty() {
                return None;
            }
            format!("{}: {}", meld_name(i18n, m), parts.join(", "))
        }
        Fact::WallTilesLeft(n) => i18n.tr_args("fact-wall-tiles-left", &count((*n).into())),
        Fact::WinningTileFresh => i18n.tr("fact-winning-tile-fresh"),
        Fact::ForcedDiscard => i18n.tr("fact-forced-discard"),
        Fact::BonusReplacements(n) => i18n.tr_args("fact-bonus-replacements", &count((*n).into())),
        Fact::DealtBonus(b) => {
            let tiles: Vec<String> = b.iter().map(|b| b.to_string()).collect();
            i18n.tr_args("fact-dealt-bonus", &[("tiles", tiles.join(" ").into())])
        }
        Fact::MissingSuit(suit) => {
            let suit = i18n.tr(&format!("suit-{}", suit.name()));
            i18n.tr_args("drill-missing-suit", &[("suit", suit.into())])
        }
        Fact::PlayersOut(out) => {
            i18n.tr_args("fact-players-out", &[("seats", winds(i18n, out).into())])
        }
        Fact::RoundDiscards(round) => {
            let discards: Vec<String> = round
                .iter()
                .map(|&(seat, tile)| format!("{} {tile}", wind_name(i18n, seat)))
                .collect();
            i18n.tr_args(
                "fact-round-discards",
                &[("discards", discards.join(", ").into())],
            )
        }
        Fact::Option { section, id, value } => {
            let def = OPTIONS
                .iter()
                .find(|d| d.section == *section && d.id == *id)?;
            option_line(i18n, def, *value)
        }
    })
}

/// What the question shows beside its tiles: the situation in one line, then every other
/// fact, the rule options that differ from the defaults last.
pub fn facts_ui(ui: &mut Ui, facts: &[Fact], i18n: &I18n) {
    let situation: Vec<String> = facts
        .iter()
        .filter(|f| {
            matches!(
                f,
                Fact::Seat(_) | Fact::Round(_) | Fact::Won(_) | Fact::Discarder(_)
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    ui.label(RichText::new(situation.join(" · ")).size(15.0));
    let others: Vec<String> = facts
        .iter()
        .filter(|f| {
            !matches!(
                f,
                Fact::System(_)
                    | Fact::Seat(_)
                    | Fact::Round(_)
                    | Fact::Won(_)
                    | Fact::Discarder(_)
                    | Fact::Option { .. }
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !others.is_empty() {
        ui.label(others.join(" · "));
    }
    let options: Vec<String> = facts
        .iter()
        .filter(|f| matches!(f, Fact::Option { .. }))
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !options.is_empty() {
        ui.label(
            RichText::new(format!(
                "{} {}",
                i18n.tr("drill-options-differ"),
                options.join("; ")
            ))
            .color(ui.visuals().warn_fg_color),
        );
    }
}
