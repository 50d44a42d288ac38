//! A tile set's optional manifest, `tileset.ron`: who made the set, under what licence, and
//! how its pictures sit on a tile. Every field may be left out; an unknown one is refused
//! with its line and column.
//!
//! ```ron
//! (
//!     name: "Ivory",
//!     author: "Tilewise",
//!     licence: "MIT OR Apache-2.0",
//!     aspect: 0.74,
//!     pictures: WholeTile,
//! )
//! ```

use super::error::TileSetError;
use crate::art::faces::Framing;
use serde::{Deserialize, Serialize};

/// The narrowest and widest aspect (width over height) a set's pictures may be drawn at.
pub const ASPECT_RANGE: (f32, f32) = (0.25, 4.0);

/// The manifest of a tile set.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Manifest {
    /// The set's name (its folder's or file's name when left out).
    pub name: String,
    pub author: String,
    pub licence: String,
    /// Width over height to draw every picture at (each picture's own when left out).
    pub aspect: Option<f32>,
    /// Whether the pictures show the face alone (`FaceOnly`, drawn inside our tile's body
    /// and edge) or the whole tile, border included (`WholeTile`).
    pub pictures: Framing,
}

/// Reads a manifest; syntax errors and unknown fields name their line and column.
pub fn parse_manifest(text: &str) -> Result<Manifest, TileSetError> {
    let manifest: Manifest = crate::ron_text::parse_ron(text).map_err(TileSetError::Manifest)?;
    if let Some(aspect) = manifest.aspect {
        let (min, max) = ASPECT_RANGE;
        if !(min..=max).contains(&aspect) {
            return Err(TileSetError::Aspect { aspect, min, max });
        }
    }
    Ok(manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_may_be_left_out() {
        assert_eq!(parse_manifest("()").expect("manifest"), Manifest::default());
        let m = parse_manifest(r#"(name: "Club", aspect: 0.7, pictures: WholeTile)"#)
            .expect("manifest");
        assert_eq!(m.name, "Club");
        assert_eq!(m.aspect, Some(0.7));
        assert_eq!(m.pictures, Framing::WholeTile);
    }

    #[test]
    fn an_unknown_field_is_refused_with_its_place() {
        let e = parse_manifest("(\n  name: \"x\",\n  colour: 3,\n)").expect_err("refused");
        let text = e.to_string();
        assert!(text.contains("3:"), "{text}");
        assert!(text.contains("colour"), "{text}");
    }

    #[test]
    fn an_absurd_aspect_is_refused() {
        assert!(matches!(
            parse_manifest("(aspect: 40.0)"),
            Err(TileSetError::Aspect { .. })
        ));
    }
}
