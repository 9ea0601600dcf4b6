//! Keys and mouse events to actions: what the key table says for what is on screen.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseEvent};

use super::app::{keymap, Action, App};

/// The action a key asks for, given what the app shows.
pub fn map_key(app: &App, key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    keymap::for_key(app.mode(), key)
}

/// A left click selects the cell under it; the wheel moves through the picker.
pub fn map_mouse(app: &App, m: MouseEvent) -> Option<Action> {
    keymap::for_mouse(app.mode(), m)
}

#[cfg(test)]
mod tests;
