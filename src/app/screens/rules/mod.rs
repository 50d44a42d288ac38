//! The rules reference: every pattern of a rule system with its value, definition (marked
//! where it is an interpretation) and an example hand drawn with tiles and scored live by the
//! engine, plus the payment rules and options.

use crate::app::context::Ctx;
use crate::app::effect::Effect;
use crate::app::files::ImageAction;
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::widgets::sheet_card::{pattern_unit, pattern_value_text};
use crate::app::widgets::words::option_line;
use crate::app::widgets::{arrangement_ui, image_buttons_ui, status_line_ui};
use crate::art::Picture;
use crate::art::diagram::hand_picture;
use crate::art::tile::TileLook;
use crate::formats::HandFile;
use crate::formats::examples::example_for;
use crate::hand::Hand;
use crate::i18n::Said;
use crate::rules::house::{HouseRules, Section};
use crate::rules::{PatternDef, RuleId, RuleSettings, Scored, score};
use egui::{RichText, Ui};
use std::collections::BTreeMap;

/// An example scored for the reference, with the rules it is scored under (the system's
/// with the house's options and any option its pattern needs).
pub struct ScoredExample {
    pub hand: Hand,
    pub rules: RuleSettings,
    pub scored: Scored,
}

/// The patterns of one system with their scored examples.
pub type Entries = Vec<(&'static PatternDef, Option<ScoredExample>)>;

/// The reference's state: the system shown and the examples scored so far.
#[derive(Default)]
pub struct RulesView {
    pub system: RuleId,
    /// Scored examples per system, computed when a system is first shown.
    pub scored: BTreeMap<RuleId, Entries>,
    /// The club's options the examples in `scored` were scored under (the context's house
    /// rules are read at every call; examples scored under others are scored again).
    pub scored_under: HouseRules,
    /// How many times a system was chosen: each choice starts a fresh scroll area, at the top.
    pub shown: u32,
    /// What the last copy or save of an example's image said, under that pattern's id.
    pub image_message: Option<(&'static str, Result<Said, Said>)>,
}

/// Every change to the reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesCommand {
    Show(RuleId),
    /// Asks the app to open the house-rules panel at a section.
    EditHouseRules(Section),
    /// Asks the app to add the example of a pattern (its id) of the shown system to the set
    /// being built.
    AddToSet(&'static str),
    /// Asks the app to copy or save the example of a pattern (its id) of the shown system as
    /// an image ([`RulesView::example_picture`]).
    Image(&'static str, ImageAction),
    /// What a copy or save of a pattern's example said (one line).
    ImageSaved {
        pattern: &'static str,
        result: Result<Said, Said>,
    },
}

impl Screen for RulesView {
    type Command = RulesCommand;

    fn apply(&mut self, command: RulesCommand, ctx: &Ctx) -> Vec<Effect> {
        match command {
            RulesCommand::Show(s) => {
                self.system = s;
                self.shown = self.shown.wrapping_add(1);
                self.image_message = None;
                self.ensure_scored(ctx.house_rules);
            }
            RulesCommand::ImageSaved { pattern, result } => {
                self.image_message = Some((pattern, result));
            }
            RulesCommand::EditHouseRules(section) => return vec![Effect::EditHouseRules(section)],
            RulesCommand::AddToSet(pattern) => {
                let file = self.example_file(pattern, ctx.i18n);
                return file
                    .map(|file| Effect::AddToSet {
                        file: Box::new(file),
                        mode: crate::drill::mode::Mode::Patterns,
                    })
                    .into_iter()
                    .collect();
            }
            RulesCommand::Image(pattern, action) => {
                let picture =
                    self.example_picture(pattern, crate::app::widgets::tile_art::picture_look(ctx));
                let from = crate::app::effect::ImageFrom::Rules(pattern);
                let name = format!("{pattern}.png");
                return picture
                    .map(|p| crate::app::effect::image_effect(action, p, from, name))
                    .into_iter()
                    .collect();
            }
        }
        Vec::new()
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<RulesCommand>) {
        rules_ui(ui, self, ctx, out);
    }
}

impl RulesView {
    /// The example of a pattern of the shown system as a picture: its hand as `tilewise
    /// diagram` draws a hand file; `None` when it has no scored example.
    pub fn example_picture<'a>(
        &self,
        pattern: &str,
        look: impl Into<TileLook<'a>>,
    ) -> Option<Picture> {
        let entries = self.scored.get(&self.system)?;
        let (_, ex) = entries.iter().find(|(def, _)| def.id == pattern)?;
        Some(hand_picture(&ex.as_ref()?.hand, look))
    }

    /// The example of a pattern of the shown system as a hand file, titled with the
    /// pattern's name; `None` when it has no scored example.
    pub fn example_file(&self, pattern: &str, i18n: &I18n) -> Option<HandFile> {
        let entries = self.scored.get(&self.system)?;
        let (def, ex) = entries.iter().find(|(def, _)| def.id == pattern)?;
        let ex = ex.as_ref()?;
        let title = i18n.pattern(def.id, def.name);
        Some(HandFile::of(&ex.hand, &ex.rules, Some(&title)))
    }

    /// Scores the examples of the shown system under the house rules, once per house rules.
    pub fn ensure_scored(&mut self, house: &HouseRules) {
        if *house != self.scored_under {
            self.scored.clear();
            self.scored_under = house.clone();
        }
        let k = self.system;
        if self.scored.contains_key(&k) {
            return;
        }
        let settings = self.scored_under.system(k);
        let entries = settings
            .patterns()
            .into_iter()
            .map(|def| {
                let example = example_for(def.id).and_then(|e| {
                    let hand = e.hand.to_hand().ok()?;
                    let house = self.scored_under.apply_to(&e.hand.rules);
                    let rules = crate::drill::rules_for_example(&e.hand.rules, &house);
                    let scored = score(&hand, &rules).ok()?;
                    Some(ScoredExample {
                        hand,
                        rules,
                        scored,
                    })
                });
                (def, example)
            })
            .collect();
        self.scored.insert(k, entries);
    }
}

/// The reference screen.
pub fn rules_ui(ui: &mut Ui, view: &RulesView, ctx: &Ctx, out: &mut Vec<RulesCommand>) {
    let (i18n, house) = (ctx.i18n, ctx.house_rules);
    let corner_index = ctx.settings.corner_index;
    ui.horizontal(|ui| {
        ui.heading(i18n.tr("rules-title"));
        ui.add_space(16.0);
        for k in RuleId::ALL {
            if ui
                .selectable_label(view.system == k, i18n.tr(k.label_key()))
                .clicked()
            {
                out.push(RulesCommand::Show(k));
            }
        }
    });
    let settings = &house.system(view.system);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt(("rules_scroll", view.shown))
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(i18n.tr(&format!("rules-summary-{}", settings.id())));
            ui.collapsing(i18n.tr("rules-payments"), |ui| {
                ui.label(i18n.tr(&format!("rules-payments-{}", settings.id())));
            });
            let section = Section::of_system(view.system);
            let changed = house.changed(section);
            let title = if changed.is_empty() {
                i18n.tr("rules-options")
            } else {
                i18n.tr_args("rules-options-changed", &[("count", changed.len().into())])
            };
            ui.collapsing(title, |ui| {
                for def in section.options() {
                    let value = (def.get)(house);
                    let line = option_line(i18n, def, value);
                    if value == def.default_value() {
                        ui.label(line);
                    } else {
                        ui.colored_label(ui.visuals().warn_fg_color, line);
                    }
                }
                if section.options().next().is_none() {
                    ui.label(i18n.tr("house-no-options"));
                }
                if ui.button(i18n.tr("rules-edit-house-rules")).clicked() {
                    out.push(RulesCommand::EditHouseRules(section));
                }
            });
            ui.add_space(8.0);
            let Some(entries) = view.scored.get(&view.system) else {
                ui.spinner();
                return;
            };
            let unit = settings.unit();
            // Totals in the system's unit, pattern values in what they count (Sichuan: fan).
            let units = (unit, pattern_unit(settings.id(), unit));
            let columns = rule_columns(ui.available_width());
            for row in entries.chunks(columns) {
                ui.columns(columns, |cells| {
                    for ((def, example), ui) in row.iter().zip(cells) {
                        let message = view
                            .image_message
                            .as_ref()
                            .filter(|(id, _)| *id == def.id)
                            .map(|(_, m)| m);
                        let entry = Entry {
                            def,
                            settings,
                            example: example.as_ref(),
                            image_message: message,
                        };
                        entry_ui(ui, entry, units, i18n, corner_index, out);
                    }
                });
            }
        });
}

/// The narrowest a pattern's entry is laid out; wider screens show entries side by side.
const ENTRY_MIN_WIDTH: f32 = 640.0;

/// How many pattern entries fit side by side (one to three).
pub fn rule_columns(available: f32) -> usize {
    ((available / ENTRY_MIN_WIDTH).floor() as usize).clamp(1, 3)
}

/// What one pattern's entry shows.
struct Entry<'a> {
    def: &'a PatternDef,
    /// The system under the house rules.
    settings: &'a RuleSettings,
    example: Option<&'a ScoredExample>,
    /// What the last copy or save of this example's image said.
    image_message: Option<&'a Result<Said, Said>>,
}

/// One pattern: name, value, id, definition and its example drawn and scored (with its
/// buttons: add to set, copy and save as image); `units` are those of the totals and of the
/// pattern values.
fn entry_ui(
    ui: &mut Ui,
    entry: Entry<'_>,
    units: (&str, &str),
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<RulesCommand>,
) {
    let Entry {
        def,
        settings,
        example,
        image_message,
    } = entry;
    let unit = units.0;
    egui::Frame::group(ui.style())
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let name = i18n.pattern(def.id, def.name);
            // The value under the house rules, as the Drill's list says it; a pattern those
            // rules leave out (bonus tiles not in play) shows its value under its example's.
            let value = pattern_value_text(i18n, settings, def)
                .or_else(|| example.and_then(|ex| pattern_value_text(i18n, &ex.rules, def)))
                .unwrap_or_else(|| i18n.amount(units.1, def.value));
            let row = ui.horizontal(|ui| {
                ui.label(RichText::new(&name).strong().size(16.0));
                ui.label(RichText::new(&value).strong());
                ui.label(RichText::new(def.id).weak().monospace());
                if def.interpretation {
                    ui.label(
                        RichText::new(i18n.tr("interpretation"))
                            .italics()
                            .color(ui.visuals().warn_fg_color),
                    );
                }
            });
            // Read (by a screen reader, and a test) as the Drill's list writes it.
            row.response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Row, true, format!("{name} · {value}"))
            });
            ui.label(i18n.tr_or(
                &format!("rule-{}", def.id.replace(['.', '_'], "-")),
                def.rule,
            ));
            match example {
                Some(ex) => {
                    let chosen = ex.scored.chosen();
                    let mask = chosen
                        .hits
                        .iter()
                        .find(|h| h.pattern.id == def.id)
                        .map(|h| h.tiles);
                    arrangement_ui(
                        ui,
                        &chosen.arrangement,
                        crate::app::widgets::Declared::of(&ex.hand),
                        34.0,
                        corner_index,
                        mask,
                        i18n,
                    );
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(i18n.tr_args(
                                "rules-example-scores",
                                &[("amount", i18n.amount(unit, chosen.total).into())],
                            ))
                            .small()
                            .weak(),
                        );
                        if ui
                            .small_button(i18n.tr("set-build-add"))
                            .on_hover_text(i18n.tr("rules-add-to-set-hint"))
                            .clicked()
                        {
                            out.push(RulesCommand::AddToSet(def.id));
                        }
                        let hints = ["rules-copy-image-hint", "rules-save-image-hint"];
                        if let Some(action) = image_buttons_ui(ui, i18n, hints, None) {
                            out.push(RulesCommand::Image(def.id, action));
                        }
                    });
                    if let Some(message) = image_message {
                        let shown = match message {
                            Ok(m) => (ui.visuals().weak_text_color(), i18n.said(m)),
                            Err(e) => (ui.visuals().error_fg_color, i18n.said(e)),
                        };
                        status_line_ui(ui, Some(shown));
                    }
                }
                None => {
                    ui.label(RichText::new(i18n.tr("rules-no-example")).small().weak());
                }
            }
        });
}
