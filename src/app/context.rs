//! What every screen reads and none owns: the reader's language, the club's house rules and
//! the settings, lent to a screen's `apply` and `*_ui` as one [`Ctx`] instead of copied into
//! each screen and re-sent when they change. Every screen draws with it; a screen that keeps
//! something computed from the language or the rules (scored hands, sheets) compares them
//! with the context's before each command and frame (`follow`) and computes it again when
//! they differ.

use crate::app::Settings;
use crate::app::i18n::I18n;
use crate::rules::house::HouseRules;

/// The app's shared state, borrowed for one call.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    /// The translations in the reader's language.
    pub i18n: &'a I18n,
    /// The club's rule options of every system.
    pub house_rules: &'a HouseRules,
    /// The settings (theme, corner index, screen, recent files).
    pub settings: &'a Settings,
    /// The system (by id) of the drill set being built, once it has a hand: what "Add to set"
    /// offers first.
    pub set_system: Option<&'a str>,
    /// The pictures of the tile set in use (none: the built-in art): what a screen's pictures
    /// and worksheets are drawn with.
    pub tile_faces: Option<&'a crate::art::faces::PictureFaces>,
}

impl Ctx<'static> {
    /// The context of a fresh app in `lang`: default settings and house rules (tools, tests).
    pub fn standard(lang: crate::app::i18n::Lang) -> Ctx<'static> {
        static SETTINGS: std::sync::LazyLock<Settings> =
            std::sync::LazyLock::new(Settings::default);
        Ctx::new(&SETTINGS, I18n::get(lang))
    }
}

impl<'a> Ctx<'a> {
    /// This context with the pictures of the tile set in use.
    pub fn with_faces(self, faces: Option<&'a crate::art::faces::PictureFaces>) -> Ctx<'a> {
        Ctx {
            tile_faces: faces,
            ..self
        }
    }

    /// The context of an app's settings and translations.
    pub fn new(settings: &'a Settings, i18n: &'a I18n) -> Ctx<'a> {
        Ctx {
            i18n,
            house_rules: &settings.house_rules,
            settings,
            set_system: None,
            tile_faces: None,
        }
    }
}

/// The clock of a timed question for this frame: egui's input time in milliseconds (not the
/// wall clock), and whether the screen drawing the question is seen (`on_screen`, its screen
/// the one drawn, with the window focused).
pub fn frame_clock(ctx: &egui::Context, on_screen: bool) -> (u64, bool) {
    let (now, focused) = ctx.input(|i| (i.time, i.focused));
    ((now.max(0.0) * 1000.0) as u64, on_screen && focused)
}
