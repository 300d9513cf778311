/// A journey file whose references sit at known columns: the journey's `features` on line 3 (second entry at
/// column 29), the step's `features` on line 4 (entries at columns 46 and 74) and its `ui` (column 96).
enum JourneyFixture {
    static func files(journeyFeatures: String, stepFeatures: String, ui: String) -> [String: String] {
        let journeys = """
            {"kind": "journeys", "version": 1, "product": "demo", "journeys": [
            {"id": "JRN-P01", "title": "Open", "type": "primary", "scope": "in",
             "features": [\(journeyFeatures)],
             "steps": [{"id": "JRN-P01-S1", "features": [\(stepFeatures)], "ui": [\(ui)]}]}]}
            """
        let surfaces = """
            {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
            {"id": "UI-LIB-001", "name": "Library"}]}
            """
        return ["journeys.json": journeys, "surfaces.json": surfaces]
    }

    static let broken = files(
        journeyFeatures: #""FEAT-A-001", "FEAT-A-009""#, stepFeatures: #""FEAT-A-002 to FEAT-A-004", "UI-LIB-001""#,
        ui: #""UI-LIB-002""#)

    static let valid = files(
        journeyFeatures: #""FEAT-A-001", "FEAT-A-003""#, stepFeatures: #""FEAT-A-001 to FEAT-A-003", "FEAT-B-001""#,
        ui: #""UI-LIB-001""#)

    static let path = "Spec/demo/journeys.json"
}
