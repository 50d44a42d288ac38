//! The house-rules panel: every rule option of every system with its meaning and the digest's
//! default, the options a club changed marked at a glance, a reset per system and for all,
//! and the club's profile saved to and opened from a RON file. The rules themselves live in
//! [`Settings::house_rules`](crate::app::Settings); calculator, drill and rules reference use them.

use crate::app::Command;
use crate::app::context::Ctx;
use crate::app::effect::{Dialog, Effect, FileKind, Reply, Then};
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::widgets::words::value_text;
use crate::i18n::{Localized as _, Message, Said};
use crate::rules::house::{HouseRules, OPTIONS, OptionDef, OptionKind, Section};
use egui::{RichText, Ui};
use std::path::PathBuf;

/// The panel's view state (the rules are in the settings).
#[derive(Debug, Default)]
pub struct HousePanel {
    pub open: bool,
    pub section: Section,
    /// What the last file action did, or why it failed.
    pub message: Option<Said>,
}

/// Every change to the house rules and their panel.
#[derive(Clone, Debug, PartialEq)]
pub enum HouseCommand {
    Toggle,
    /// Opens the panel at a section.
    Show(Section),
    Set {
        section: Section,
        id: &'static str,
        value: u32,
    },
    Reset(Section),
    ResetAll,
    /// Asks for a profile to open (a dialog run by the app), then `OpenPath`.
    Open,
    /// Asks where to save the profile (a dialog run by the app), then `SaveTo`.
    Save,
    /// Reads the profile at a path (an effect), then `Opened`.
    OpenPath(PathBuf),
    /// Writes the profile to a path (an effect), then `Saved`.
    SaveTo(PathBuf),
    /// A profile read (its path as shown), or why it could not be.
    Opened {
        path: String,
        text: Result<String, Said>,
    },
    /// The profile written to a path, or why not.
    Saved {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// A profile dropped on the window (its path as shown, its text).
    Dropped {
        path: String,
        text: String,
    },
}

/// Profiles are small; anything larger is not one.
const MAX_PROFILE_BYTES: u64 = 1 << 20;

impl HousePanel {
    /// Takes a profile's text (or why it could not be read): the rules on success, a one-line
    /// message either way.
    fn take_profile(&mut self, shown: String, text: Result<String, Said>, rules: &mut HouseRules) {
        let failed = Message::new("house-open-failed").text("path", &shown);
        let parsed = text
            .map_err(|e| failed.clone().said("error", &e))
            .and_then(|t| HouseRules::parse(&t).map_err(|e| failed.msg("error", e.message())));
        self.message = Some(Said::msg(match parsed {
            Ok(opened) => {
                *rules = opened;
                Message::new("house-opened").text("path", shown)
            }
            Err(e) => e,
        }));
    }

    /// Applies one command to the panel and to `rules` (the club's, as the context has them);
    /// returns the effects it asks for (the dialogs, the profile's read and write).
    fn change(&mut self, command: HouseCommand, rules: &mut HouseRules) -> Vec<Effect> {
        match command {
            HouseCommand::Toggle => self.open = !self.open,
            HouseCommand::Show(section) => {
                self.open = true;
                self.section = section;
            }
            HouseCommand::Set { section, id, value } => {
                if let Some(d) = OPTIONS.iter().find(|d| d.section == section && d.id == id) {
                    (d.set)(rules, value);
                }
            }
            HouseCommand::Reset(section) => rules.reset(section),
            HouseCommand::ResetAll => *rules = HouseRules::default(),
            HouseCommand::Open => {
                return vec![Effect::Dialog(Dialog::open(
                    FileKind::HouseRules,
                    Then::OpenHouseRules,
                ))];
            }
            HouseCommand::Save => {
                let then = Then::SaveHouseRules;
                let dialog = Dialog::save(FileKind::HouseRules, "house-rules.ron", then);
                return vec![Effect::Dialog(dialog)];
            }
            HouseCommand::OpenPath(path) => {
                return vec![Effect::Read {
                    path,
                    limit_bytes: MAX_PROFILE_BYTES,
                    then: Reply(|path, text| Command::House(HouseCommand::Opened { path, text })),
                }];
            }
            HouseCommand::Opened { path, text } => self.take_profile(path, text, rules),
            HouseCommand::Dropped { path, text } => {
                self.open = true;
                self.take_profile(path, Ok(text), rules);
            }
            HouseCommand::SaveTo(path) => {
                return vec![Effect::Write {
                    path,
                    bytes: rules.to_ron().into_bytes(),
                    then: Reply(|path, result| {
                        Command::House(HouseCommand::Saved { path, result })
                    }),
                }];
            }
            HouseCommand::Saved { path, result } => {
                let shown = path.display().to_string();
                self.message = Some(Said::msg(match result {
                    Ok(()) => Message::new("house-saved").text("path", shown),
                    Err(e) => Message::new("house-save-failed")
                        .text("path", shown)
                        .msg("error", e),
                }));
            }
        }
        Vec::new()
    }
}

impl Screen for HousePanel {
    type Command = HouseCommand;

    /// Applies one command: a change to the club's rules is asked of the app
    /// ([`Effect::HouseRules`]: they are the context's, read by every screen), before the
    /// effects the command asks for.
    fn apply(&mut self, command: HouseCommand, ctx: &Ctx) -> Vec<Effect> {
        let mut rules = ctx.house_rules.clone();
        let effects = self.change(command, &mut rules);
        let changed = (rules != *ctx.house_rules).then(|| Effect::HouseRules(Box::new(rules)));
        changed.into_iter().chain(effects).collect()
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<HouseCommand>) {
        house_rules_ui(ui, self, ctx, out);
    }
}

/// The name of a section in the reader's language.
pub fn section_name(i18n: &I18n, section: Section) -> String {
    i18n.tr(&format!("house-section-{}", section.id()))
}

/// The house-rules panel.
pub fn house_rules_ui(ui: &mut Ui, panel: &HousePanel, ctx: &Ctx, out: &mut Vec<HouseCommand>) {
    let (i18n, rules) = (ctx.i18n, ctx.house_rules);
    ui.horizontal(|ui| {
        ui.heading(i18n.tr("house-title"));
        if ui
            .button("×")
            .on_hover_text(i18n.tr("house-close"))
            .clicked()
        {
            out.push(HouseCommand::Toggle);
        }
    });
    ui.label(RichText::new(i18n.tr("house-intro")).weak());
    ui.horizontal_wrapped(|ui| {
        for section in Section::ALL {
            let changed = rules.changed(section).len();
            let name = section_name(i18n, section);
            let text = if changed > 0 {
                RichText::new(format!("{name} ({changed})")).color(ui.visuals().warn_fg_color)
            } else {
                RichText::new(name)
            };
            if ui
                .selectable_label(panel.section == section, text)
                .clicked()
            {
                out.push(HouseCommand::Show(section));
            }
        }
    });
    ui.separator();
    let section = panel.section;
    ui.label(RichText::new(i18n.tr(&format!("house-about-{}", section.id()))).italics());
    egui::ScrollArea::vertical()
        .id_salt("house_rules_scroll")
        .max_height((ui.available_height() - 120.0).max(120.0))
        .show(ui, |ui| {
            let mut any = false;
            for def in section.options() {
                any = true;
                option_ui(ui, def, rules, i18n, out);
                ui.add_space(10.0);
            }
            if !any {
                ui.label(i18n.tr("house-no-options"));
            }
        });
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        let changed = !rules.changed(section).is_empty();
        let reset = i18n.tr_args(
            "house-reset",
            &[("system", section_name(i18n, section).into())],
        );
        if ui.add_enabled(changed, egui::Button::new(reset)).clicked() {
            out.push(HouseCommand::Reset(section));
        }
        let any = *rules != HouseRules::default();
        if ui
            .add_enabled(any, egui::Button::new(i18n.tr("house-reset-all")))
            .clicked()
        {
            out.push(HouseCommand::ResetAll);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("house-open")).clicked() {
            out.push(HouseCommand::Open);
        }
        if ui.button(i18n.tr("house-save")).clicked() {
            out.push(HouseCommand::Save);
        }
    });
    if let Some(m) = &panel.message {
        ui.label(crate::app::files::said_line(m, i18n));
    }
}

/// One option: its control, its meaning, and its default (marked when the house differs).
fn option_ui(
    ui: &mut Ui,
    def: &'static OptionDef,
    rules: &HouseRules,
    i18n: &I18n,
    out: &mut Vec<HouseCommand>,
) {
    let id = def.message_id();
    let name = i18n.tr(&id);
    let value = (def.get)(rules);
    let default = def.default_value();
    let changed = value != default;
    let set = |value| HouseCommand::Set {
        section: def.section,
        id: def.id,
        value,
    };
    let title = if changed {
        RichText::new(&name)
            .strong()
            .color(ui.visuals().warn_fg_color)
    } else {
        RichText::new(&name).strong()
    };
    let help = RichText::new(i18n.tr(&format!("{id}-help"))).color(ui.visuals().weak_text_color());
    match def.kind {
        OptionKind::Switch => {
            let mut on = value != 0;
            if ui.checkbox(&mut on, title).changed() {
                out.push(set(on as u32));
            }
            ui.label(help);
        }
        OptionKind::Number { min, max } => {
            ui.label(title);
            ui.label(help);
            let mut n = value;
            let response = ui.add(egui::DragValue::new(&mut n).range(min..=max));
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::SpinButton, true, name.clone())
            });
            if response.changed() && n != value {
                out.push(set(n));
            }
        }
        OptionKind::Choice(names) => {
            ui.label(title);
            ui.label(help);
            for k in 0..names.len() as u32 {
                if ui.radio(value == k, value_text(i18n, def, k)).clicked() && value != k {
                    out.push(set(k));
                }
            }
        }
    }
    let default_text = i18n.tr_args(
        if changed {
            "house-changed-default"
        } else {
            "house-default"
        },
        &[("value", value_text(i18n, def, default).into())],
    );
    let color = if changed {
        ui.visuals().warn_fg_color
    } else {
        ui.visuals().weak_text_color()
    };
    ui.label(RichText::new(default_text).color(color));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;

    /// Applies `command` as the app does (the reads and writes it asks for run, their answers
    /// applied); whether the rules changed.
    fn changes(
        panel: &mut HousePanel,
        command: HouseCommand,
        rules: &mut HouseRules,
        i18n: &I18n,
    ) -> bool {
        let before = rules.clone();
        let mut commands = vec![command];
        while let Some(command) = commands.pop() {
            let settings = crate::app::Settings {
                house_rules: rules.clone(),
                ..Default::default()
            };
            for effect in panel.apply(command, &Ctx::new(&settings, i18n)) {
                match effect {
                    Effect::HouseRules(changed) => *rules = *changed,
                    other => {
                        let answers = crate::app::run_effect::run_here([other]);
                        commands.extend(answers.into_iter().filter_map(|a| match a {
                            Command::House(h) => Some(h),
                            _ => None,
                        }));
                    }
                }
            }
        }
        *rules != before
    }

    #[test]
    fn set_reset_and_reset_all() {
        let i18n = I18n::new(Lang::English);
        let mut panel = HousePanel::default();
        let mut rules = HouseRules::default();
        let set = |section, id, value| HouseCommand::Set { section, id, value };
        assert!(changes(
            &mut panel,
            set(Section::ZungJung, "minimum", 1),
            &mut rules,
            &i18n
        ));
        assert!(changes(
            &mut panel,
            set(Section::Singapore, "limit", 99),
            &mut rules,
            &i18n
        ));
        assert_eq!(
            rules.singapore.limit,
            crate::rules::singapore::SgOptions::LIMIT.max,
            "out of range is brought into range"
        );
        let top = crate::rules::singapore::SgOptions::LIMIT.max;
        assert!(!changes(
            &mut panel,
            set(Section::Singapore, "limit", top),
            &mut rules,
            &i18n
        ));
        assert_eq!(rules.changed(Section::ZungJung).len(), 1);
        assert!(changes(
            &mut panel,
            HouseCommand::Reset(Section::ZungJung),
            &mut rules,
            &i18n
        ));
        assert!(rules.changed(Section::ZungJung).is_empty());
        assert_eq!(rules.changed(Section::Singapore).len(), 1);
        assert!(changes(
            &mut panel,
            HouseCommand::ResetAll,
            &mut rules,
            &i18n
        ));
        assert_eq!(rules, HouseRules::default());
    }

    #[test]
    fn a_profile_saves_and_opens_again() {
        let i18n = I18n::new(Lang::English);
        let scratch = tempfile::tempdir().expect("temp dir");
        let dir = scratch.path().to_path_buf();
        let path = dir.join("club.ron");
        // A profile written by hand (a write as the app makes it).
        let write = |text: &str| {
            let effect = Effect::Write {
                path: path.clone(),
                bytes: text.as_bytes().to_vec(),
                then: Reply(|path, result| Command::House(HouseCommand::Saved { path, result })),
            };
            crate::app::run_effect::run_here([effect]);
        };
        let mut panel = HousePanel::default();
        let mut rules = HouseRules::default();
        rules.hong_kong.minimum_fan = 3;
        rules.singapore.instant.bite = 4;
        changes(
            &mut panel,
            HouseCommand::SaveTo(path.clone()),
            &mut rules,
            &i18n,
        );
        assert!(
            panel
                .message
                .as_ref()
                .map_or("", |m| m.words.as_str())
                .contains("saved to"),
            "{:?}",
            panel.message
        );
        let mut other = HouseRules::default();
        assert!(changes(
            &mut panel,
            HouseCommand::OpenPath(path.clone()),
            &mut other,
            &i18n
        ));
        assert_eq!(other, rules);
        // A damaged profile leaves the rules as they were and says where it is wrong.
        write("(hong_kong: (minimum_fan: 3,, ))");
        assert!(!changes(
            &mut panel,
            HouseCommand::OpenPath(path.clone()),
            &mut other,
            &i18n
        ));
        let message = panel
            .message
            .as_ref()
            .map(|m| m.words.clone())
            .unwrap_or_default();
        assert!(message.contains("line 1"), "{message}");
        write("(singapore: (limit: 0))");
        assert!(!changes(
            &mut panel,
            HouseCommand::OpenPath(path.clone()),
            &mut other,
            &i18n
        ));
        let message = panel
            .message
            .as_ref()
            .map(|m| m.words.clone())
            .unwrap_or_default();
        assert!(
            message.contains("line 1, column 21: limit: 0 is not allowed (allowed: 1 to 20)"),
            "{message}"
        );
        assert!(!changes(
            &mut panel,
            HouseCommand::OpenPath(dir.clone()),
            &mut other,
            &i18n
        ));
        assert_eq!(other, rules);
    }

    #[test]
    fn a_dropped_profile_with_a_bad_number_names_the_option_and_range_in_the_language() {
        let bad = ["-1", "1.5", "1e3", "NaN", "4294967296"];
        for (lang, place, allowed) in [
            (Lang::English, "line 2, column", "allowed: 8 to 13"),
            (Lang::Russian, "строка 2, позиция", "допустимо: от 8 до 13"),
            (Lang::Polish, "wiersz 2, kolumna", "dozwolone: od 8 do 13"),
        ] {
            let i18n = I18n::new(lang);
            for value in bad {
                let mut panel = HousePanel::default();
                let mut rules = HouseRules::default();
                let text = format!("(\n  hong_kong: (limit_fan: {value}),\n)");
                let dropped = HouseCommand::Dropped {
                    path: "club.ron".into(),
                    text,
                };
                assert!(
                    !changes(&mut panel, dropped, &mut rules, &i18n),
                    "{value} refused"
                );
                assert_eq!(rules, HouseRules::default());
                let message = panel
                    .message
                    .as_ref()
                    .map(|m| i18n.said(m))
                    .unwrap_or_default();
                for part in [place, "limit_fan", allowed] {
                    assert!(message.contains(part), "{lang:?} {value}: {message}");
                }
            }
        }
    }

    #[test]
    fn every_option_has_its_words_in_every_language() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            let mut ids: Vec<String> =
                vec!["house-title".into(), "house-on".into(), "house-off".into()];
            for section in Section::ALL {
                ids.push(format!("house-section-{}", section.id()));
                ids.push(format!("house-about-{}", section.id()));
            }
            for def in OPTIONS {
                ids.push(def.message_id());
                ids.push(format!("{}-help", def.message_id()));
                if let OptionKind::Choice(names) = def.kind {
                    ids.extend(names.iter().map(|n| format!("{}-{n}", def.message_id())));
                }
            }
            let missing: Vec<&String> = ids.iter().filter(|id| !i18n.has(id)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }
}
