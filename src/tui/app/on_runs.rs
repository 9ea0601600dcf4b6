//! The runs on screen: the 9×9 grid's ([`App::runs`](super::App)) or, while a grid of
//! another size is on screen, its own. What a solve key does is written once, over
//! either ([`Runs`](super::runs::Runs) is one type over the layout searched).

/// `$body` with `$runs` the runs on screen of `$app`: compiled for the 9×9 grid's runs
/// and for those of a grid of another size, one source for both.
macro_rules! on_runs {
    ($app:expr, |$runs:ident| $body:expr) => {
        match $app.sized.as_mut() {
            Some(sized) => {
                let $runs = &mut sized.runs;
                $body
            }
            None => {
                let $runs = &mut $app.runs;
                $body
            }
        }
    };
}

/// [`on_runs!`] reading them only.
macro_rules! on_runs_ref {
    ($app:expr, |$runs:ident| $body:expr) => {
        match $app.sized.as_ref() {
            Some(sized) => {
                let $runs = &sized.runs;
                $body
            }
            None => {
                let $runs = &$app.runs;
                $body
            }
        }
    };
}
