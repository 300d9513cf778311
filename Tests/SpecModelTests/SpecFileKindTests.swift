import Testing

@testable import SpecModel

/// The loader's kinds of spec file are registered values (`Loader/Kinds`), not a switch: every envelope `kind` has
/// exactly one registration, and a bundle gathers each kind's elements through its contents.
@Suite("Spec file kinds")
struct SpecFileKindTests {
    @Test("every spec kind is registered exactly once")
    func everyKindRegisteredOnce() {
        let registered = SpecFileKind.registry.map(\.kind)
        #expect(registered.count == Set(registered).count)
        #expect(Set(registered) == Set(SpecKind.allCases))
    }

    @Test("a kind's first key table is its file object's", arguments: SpecKind.allCases)
    func firstTableIsTheFile(kind: SpecKind) {
        let tables = SpecFileKind.of(kind).keyTables
        #expect(tables.first?.allowed.contains("kind") == true)
        #expect(tables.last?.name == "source" || kind == .product)
    }

    @Test("a bundle gathers contents in file order, and the first product file wins")
    func gathersInFileOrder() {
        let product = Located("p", origin: .synthetic())
        func file(_ kind: SpecKind, _ content: SpecContent) -> SpecFile {
            SpecFile(path: kind.rawValue, kind: kind, version: 1, product: product, content: content)
        }
        let first = ProductSpec(product: "p", name: "First")
        let second = ProductSpec(product: "p", name: "Second")
        let bundle = SpecBundle(
            product: "p",
            files: [
                file(.product, .product(first)), file(.product, .product(second)),
                file(.limits, .limits([Limit(id: "L-1", title: "one", bound: .max, value: 3, unit: "items")])),
                file(.limits, .limits([Limit(id: "L-2", title: "two", bound: .min, value: 1, unit: "items")])),
            ])
        #expect(bundle.productSpec?.name == "First")
        #expect(bundle.limits.map(\.id) == ["L-1", "L-2"])
    }
}
