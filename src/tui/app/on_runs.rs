//! The solve or race on screen: the 9×9 grid's ([`App::nine`](super::App)) or, while a
//! grid of another size is on screen, its own. What a solve key does is written once,
//! over either ([`Stage`](super::stage::Stage) and [`Runs`](super::runs::Runs) are one
//! type each over the layout searched).

/// `$body` with `$stage` the [`Stage`](super::stage::Stage) on screen of `$app`: compiled
/// for the 9×9 grid's and for a grid of another size's, one source for both.
macro_rules! on_stage {
    ($app:expr, |$stage:ident| $body:expr) => {
        match $app.sized.as_mut() {
            Some(sized) => {
                let $stage = &mut sized.stage;
                $body
            }
            None => {
                let $stage = &mut $app.nine;
                $body
            }
        }
    };
}

/// [`on_stage!`] reading it only.
macro_rules! on_stage_ref {
    ($app:expr, |$stage:ident| $body:expr) => {
        match $app.sized.as_ref() {
            Some(sized) => {
                let $stage = &sized.stage;
                $body
            }
            None => {
                let $stage = &$app.nine;
                $body
            }
        }
    };
}

/// `$body` with `$runs` the runs of the solve on screen of `$app`; during a race there is
/// no solve, and `$runs` is an empty one (a solve's key does nothing to a race).
macro_rules! on_runs {
    ($app:expr, |$runs:ident| $body:expr) => {
        on_stage!($app, |stage| {
            let mut idle = $crate::tui::app::runs::Runs::default();
            let $runs = stage.solve_mut().unwrap_or(&mut idle);
            $body
        })
    };
}

/// [`on_runs!`] reading them only.
macro_rules! on_runs_ref {
    ($app:expr, |$runs:ident| $body:expr) => {
        on_stage_ref!($app, |stage| {
            let idle = $crate::tui::app::runs::Runs::default();
            let $runs = stage.solve().unwrap_or(&idle);
            $body
        })
    };
}
