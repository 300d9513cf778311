import Foundation

extension NonnaApp {
    func dispatchViews(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .loadScreen(let screen): return .screen(try loadScreen(screen, as: user))
        case .loadTile(let id): return .tile(try loadTile(id, as: user))
        case .viewRoleMode: return .roleMode(try roleModeState(as: user))
        case .setRoleMode(let mode, let baby): return .roleMode(try setRoleMode(mode, baby: baby, as: user))
        case .viewMemoryLane(let baby): return .memories(try memoryLane(baby: baby, as: user))
        case .shareMemory(let kind, let id): return .share(try shareMemory(kind, id, as: user))
        case .previewDigest: return .digest(try previewDigest(as: user))
        case .listRealtime(let after): return .realtime(try realtimeMessages(after: after, as: user))
        case .listRealtimeBatches(let after): return .realtimeBatches(try realtimeBatches(after: after, as: user))
        default: return nil
        }
    }
}
