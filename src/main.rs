fn main() {
    println!("sudoku-tui");
}
