extension SpecDecoder {
    func decodeLimit(_ r: ObjectReader) -> Limit? {
        guard let id = r.string("id"), let bound = r.enumValue("bound", Limit.Bound.self), let value = r.double("value")
        else { return nil }
        let step = r.double("step") ?? 1
        if step <= 0, let v = r.value("step") {
            sink.error(
                .invalidValue,
                "a limit's step is the smallest change of its quantity: positive, not \(Limit.text(step))",
                at: v.node.location, pointer: v.pointer)
        }
        return Limit(
            id: id, title: r.string("title") ?? "", quantity: r.string("quantity"), bound: bound, value: value,
            unit: r.string("unit") ?? "",
            step: step > 0 ? step : 1, info: r.info(), origin: r.origin)
    }
}
