fn main() {
    for info in sudoku_engine::engines() {
        println!("{}  {}", info.name, info.summary);
    }
}
