import Foundation

extension NonnaApp {
    /// Seeds the `tile_configs` table.
    func seedTileConfigs() {}
}
