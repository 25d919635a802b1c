//! `cordis-cli`: the command-line face of cordis-toolset (see the library docs).

use std::process::ExitCode;

fn main() -> ExitCode {
    match cordis_toolset_cli::run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_broken_pipe() => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("cordis-cli: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}
