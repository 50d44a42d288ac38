//! The Drill sets menu: the bundled sets, those in the reader's language first and the others
//! after them marked with their language; the set files opened or saved recently (by file
//! name); and Open… for a file. Draws and pushes [`DrillCommand`]s; changes nothing itself.

use crate::app::context::Ctx;
use crate::app::screens::drill::{Drill, DrillCommand};
use crate::drill::set::BundledSet;
use crate::i18n::Lang;
use egui::{RichText, Ui};

/// The bundled sets as the menu lists them for a reader of `lang`: first the sets in `lang`
/// (`false`), then the others (`true`: marked with their language), each group in the order
/// of [`crate::drill::set::BUNDLED`].
pub fn menu_order(bundled: &[BundledSet], lang: Lang) -> Vec<(&BundledSet, bool)> {
    let ours = bundled.iter().filter(|s| s.language == lang);
    let others = bundled.iter().filter(|s| s.language != lang);
    ours.map(|s| (s, false))
        .chain(others.map(|s| (s, true)))
        .collect()
}

/// A bundled set's label in the menu: its title, and its language's own name (as the
/// language menu writes it) when it is not the reader's.
pub fn menu_label(set: &BundledSet, marked: bool) -> String {
    if marked {
        format!("{} · {}", set.title, set.language.native_name())
    } else {
        set.title.clone()
    }
}

/// The Drill sets menu button and its menu.
pub fn sets_menu_ui(ui: &mut Ui, drill: &Drill, ctx: &Ctx, out: &mut Vec<DrillCommand>) {
    let (i18n, recent) = (ctx.i18n, &ctx.settings.recent_sets);
    ui.menu_button(i18n.tr("drill-sets"), |ui| {
        let mut others_begun = false;
        for (set, marked) in menu_order(&drill.bundled, i18n.lang()) {
            if marked && !others_begun {
                others_begun = true;
                ui.separator();
                ui.label(RichText::new(i18n.tr("drill-sets-other-languages")).weak());
            }
            if ui.button(menu_label(set, marked)).clicked() {
                out.push(DrillCommand::OpenBundledSet(set.index));
                ui.close();
            }
        }
        if !recent.is_empty() {
            ui.separator();
            ui.label(RichText::new(i18n.tr("set-build-recent")).weak());
            for path in recent {
                let name = std::path::Path::new(path)
                    .file_name()
                    .map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned());
                if ui.button(name).on_hover_text(path).clicked() {
                    out.push(DrillCommand::OpenRecentSet(path.clone()));
                    ui.close();
                }
            }
        }
        ui.separator();
        if ui.button(i18n.tr("drill-set-open")).clicked() {
            out.push(DrillCommand::OpenSetDialog);
            ui.close();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::set::bundled_sets;

    #[test]
    fn the_readers_sets_come_first_then_the_others_marked() {
        let bundled = bundled_sets();
        for lang in Lang::ALL {
            let order = menu_order(&bundled, lang);
            assert_eq!(order.len(), bundled.len(), "every set once");
            let first_other = order.iter().position(|(_, marked)| *marked);
            let ours = first_other.unwrap_or(order.len());
            assert!(ours >= 5, "{lang:?}: a set per system in the language");
            assert!(order[..ours].iter().all(|(s, m)| s.language == lang && !m));
            assert!(order[ours..].iter().all(|(s, m)| s.language != lang && *m));
            let (other, _) = order[ours];
            let label = menu_label(other, true);
            assert!(label.contains(&other.title), "{label}");
            assert!(label.contains(other.language.native_name()), "{label}");
        }
    }
}
