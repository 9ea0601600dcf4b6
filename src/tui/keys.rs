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
mod tests {
    //! Keys through the key table into the app.

    use ratatui::crossterm::event::{KeyCode, KeyEventState, KeyModifiers};
    use sudoku_engine::solve::Strategy;

    use super::*;
    use crate::tui::app::{Effect, Overlay, Progress, Speed};
    use crate::tui::files::Source;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn app() -> App {
        App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10))
    }

    /// The key through the key table into the app; what its action asks of the loop.
    fn press(app: &mut App, k: KeyEvent) -> Option<Effect> {
        map_key(app, k).and_then(|a| app.handle(a))
    }

    #[test]
    fn hjkl_and_arrows_move() {
        let mut a = app();
        for c in ['l', 'l', 'j'] {
            press(&mut a, key(KeyCode::Char(c)));
        }
        assert_eq!(a.editor().cursor, 11);
        press(&mut a, key(KeyCode::Char('k')));
        press(&mut a, key(KeyCode::Char('h')));
        assert_eq!(a.editor().cursor, 1);
        press(&mut a, key(KeyCode::Down));
        press(&mut a, key(KeyCode::Right));
        assert_eq!(a.editor().cursor, 11);
        press(&mut a, key(KeyCode::Up));
        press(&mut a, key(KeyCode::Left));
        assert_eq!(a.editor().cursor, 1);
    }

    #[test]
    fn every_clear_key_clears() {
        for code in [
            KeyCode::Char('0'),
            KeyCode::Char('.'),
            KeyCode::Char(' '),
            KeyCode::Backspace,
            KeyCode::Delete,
        ] {
            let mut a = app();
            assert_eq!(a.editor().puzzle.get(0), 1);
            press(&mut a, key(code));
            assert_eq!(a.editor().puzzle.get(0), 0, "{code:?}");
        }
    }

    #[test]
    fn digits_undo_redo_by_keys() {
        let mut a = app();
        press(&mut a, key(KeyCode::Right));
        press(&mut a, key(KeyCode::Char('4')));
        assert_eq!(a.editor().puzzle.get(1), 4);
        press(&mut a, key(KeyCode::Char('u')));
        assert_eq!(a.editor().puzzle.get(1), 0);
        press(&mut a, ctrl('r'));
        assert_eq!(a.editor().puzzle.get(1), 4);
        press(&mut a, ctrl('z'));
        assert_eq!(a.editor().puzzle.get(1), 0);
    }

    #[test]
    fn space_pauses_while_solving_and_esc_stops() {
        let mut a = app();
        press(&mut a, key(KeyCode::Enter));
        assert_eq!(a.state(), Progress::Solving);
        press(&mut a, key(KeyCode::Char(' ')));
        assert_eq!(a.state(), Progress::Paused);
        press(&mut a, key(KeyCode::Char('n')));
        assert_eq!(a.run().unwrap().stepper().stats().steps, 1);
        press(&mut a, key(KeyCode::Char(' ')));
        assert_eq!(a.state(), Progress::Solving);
        press(&mut a, key(KeyCode::Char('+')));
        assert_eq!(a.speed(), Speed::Rate(20));
        press(&mut a, key(KeyCode::Char('-')));
        press(&mut a, key(KeyCode::Char('-')));
        assert_eq!(a.speed(), Speed::Rate(5));
        press(&mut a, key(KeyCode::Char('f')));
        a.finish_now();
        assert_eq!(a.state(), Progress::Solved);
        press(&mut a, key(KeyCode::Esc));
        assert_eq!(a.state(), Progress::Editing);
        assert_eq!(a.editor().puzzle.filled(), 30);
    }

    #[test]
    fn ctrl_c_and_q_quit_and_confirm_keys_answer() {
        let mut a = app();
        press(&mut a, key(KeyCode::Char('5')));
        assert_eq!(press(&mut a, key(KeyCode::Char('q'))), None);
        assert_eq!(press(&mut a, key(KeyCode::Esc)), None);
        assert!(a.overlays().is_empty());
        press(&mut a, ctrl('c'));
        assert!(!a.overlays().is_empty());
        let effect = press(&mut a, key(KeyCode::Char('y')));
        assert_eq!(effect, Some(Effect::Quit));

        let mut a = app();
        assert_eq!(press(&mut a, ctrl('c')), Some(Effect::Quit));
    }

    #[test]
    fn prompt_takes_text() {
        let mut a = app();
        press(&mut a, key(KeyCode::Char('w')));
        assert!(matches!(a.overlays().last(), Some(Overlay::SavePrompt(_))));
        for _ in 0..20 {
            press(&mut a, key(KeyCode::Backspace));
        }
        for c in "q.sdk".chars() {
            let effect = press(&mut a, key(KeyCode::Char(c)));
            assert_eq!(effect, None, "q is text in the prompt");
        }
        match a.overlays().last() {
            Some(Overlay::SavePrompt(p)) => assert_eq!(p.line.text, "q.sdk"),
            other => panic!("{other:?}"),
        }
        press(&mut a, key(KeyCode::Esc));
        assert!(a.overlays().is_empty());
    }

    #[test]
    fn releases_are_ignored() {
        let a = app();
        let mut k = key(KeyCode::Char('5'));
        k.kind = KeyEventKind::Release;
        k.state = KeyEventState::NONE;
        assert_eq!(map_key(&a, k), None);
    }
}
