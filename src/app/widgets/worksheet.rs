//! A worksheet exported from the app (the set builder's, and the drill's while a set runs):
//! its options, the row that asks for it, and what came of writing it (the PDF is drawn and
//! written by [`crate::app::effect::worksheet_write`]).

use crate::app::i18n::I18n;
use crate::i18n::Message;
use crate::print::{Paper, WorksheetOptions};
use egui::Ui;
use std::path::PathBuf;

/// The options of a worksheet the app exports: in the app's language.
pub fn worksheet_options(
    answers: bool,
    paper: Paper,
    corner_index: bool,
    i18n: &I18n,
) -> WorksheetOptions {
    WorksheetOptions {
        paper,
        answers,
        lang: i18n.lang(),
        corner_index,
    }
}

/// What came of a worksheet export, kept typed (the path and, when it failed, why) and said
/// in the reader's language when drawn: a change of language says it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    pub path: PathBuf,
    /// `Err`: why the worksheet was not written.
    pub result: Result<(), Message>,
}

impl Exported {
    /// The outcome in one line, in `i18n`'s language, the path named either way.
    pub fn text(&self, i18n: &I18n) -> String {
        let shown = self.path.display();
        let line = match &self.result {
            Ok(()) => format!("{} {shown}", i18n.tr("set-build-exported")),
            Err(why) => format!("{shown}: {}", i18n.message(why)),
        };
        crate::files::one_line(&line, crate::app::files::MESSAGE_MAX)
    }
}

/// What the worksheet row asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorksheetAsk {
    /// "Export worksheet…": ask where, then write it.
    Export,
    /// The answer key on or off.
    Answers(bool),
    Paper(Paper),
}

/// "Export worksheet…", "with the answer key" and the paper, on one row: the set builder's,
/// and the drill's while a set runs. `ready`: there is a set to export; `salt` keeps two
/// rows' paper menus apart.
pub fn worksheet_row_ui(
    ui: &mut Ui,
    (answers, paper): (bool, Paper),
    ready: bool,
    salt: &str,
    i18n: &I18n,
) -> Option<WorksheetAsk> {
    let mut ask = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(ready, egui::Button::new(i18n.tr("set-build-export")))
            .on_hover_text(i18n.tr("set-build-export-hint"))
            .clicked()
        {
            ask = Some(WorksheetAsk::Export);
        }
        let mut answers = answers;
        if ui
            .checkbox(&mut answers, i18n.tr("set-build-export-answers"))
            .changed()
        {
            ask = Some(WorksheetAsk::Answers(answers));
        }
        // The paper's label and menu wrap together.
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("set-build-export-paper"));
            egui::ComboBox::from_id_salt(salt)
                .selected_text(i18n.tr(&format!("paper-{}", paper.id())))
                .show_ui(ui, |ui| {
                    for choice in Paper::ALL {
                        let name = i18n.tr(&format!("paper-{}", choice.id()));
                        if ui.selectable_label(paper == choice, name).clicked() {
                            ask = Some(WorksheetAsk::Paper(choice));
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
    });
    ask
}
