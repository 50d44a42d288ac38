//! A plot that holds still: lines over numbered steps (a night's hands, a season's nights)
//! that the reader reads, not explores — no zoom, drag or scroll, the legend at the top left
//! in the order the lines are given.

use egui_plot::{Corner, Legend, Plot};

/// A still plot named `id`, `height` points tall, from x = 0 to `steps`, y = 0 shown.
pub fn still_plot(id: &str, height: f32, steps: f64) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .allow_axis_zoom_drag(false)
        .legend(
            Legend::default()
                .position(Corner::LeftTop)
                .follow_insertion_order(true),
        )
        .include_x(0.0)
        .include_x(steps)
        .include_y(0.0)
}
