//! The minimal Tauri app Drydock's footprint is measured against.

fn main() {
    if let Err(e) = tauri::Builder::default().run(tauri::generate_context!()) {
        eprintln!("footprint-minimal: {e}");
        std::process::exit(1);
    }
}
