//! `cordis-cli`: the command-line face of cordis-toolset.

fn main() {
    eprintln!("cordis-cli: not built yet");
    std::process::exit(1);
}
