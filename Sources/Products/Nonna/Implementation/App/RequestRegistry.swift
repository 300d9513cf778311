import Foundation

extension NonnaApp {
    func dispatchRegistry(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .createRegistryItem(let baby, let draft):
            return .registryItem(try createRegistryItem(baby, draft, as: user))
        case .editRegistryItem(let id, let draft): return .registryItem(try editRegistryItem(id, draft, as: user))
        case .deleteRegistryItem(let id, let confirmed):
            return .registryItemRow(try deleteRegistryItem(id, confirmed: confirmed, as: user))
        case .markPurchased(let id, let note): return .registryItem(try markPurchased(id, note: note, as: user))
        case .viewRegistry(let baby): return .registry(try registry(baby: baby, as: user))
        case .viewRegistryItem(let id): return .registryItem(try viewRegistryItem(id, as: user))
        default: return nil
        }
    }
}
