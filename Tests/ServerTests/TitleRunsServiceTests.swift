import ButtonSizerCLI
import Testing

/// `title-runs` (attributed titles) in the service: POST /v1/layout answers what a batch line with the
/// same fields answers, and a bad run is a 400 naming the field and the run.
@Suite(.serialized) struct TitleRunsServiceTests {
    static let fields = #""title-runs":[{"text":"Buy ","weight":"bold"},{"text":"now","letter-spacing":1.5,"baseline-offset":2}]"#

    @Test func layoutTakesTheRuns() throws {
        let running = try ServiceAPITests.Running()
        let response = try request(running.port, "POST", "/v1/layout", json: "{\(Self.fields)}")
        #expect(response.status == 200)
        #expect(response.text == ServiceAPITests().batchResult("{\"command\":\"layout\",\(Self.fields)}", running.measurer) + "\n")
        #expect(response.text.contains("\"displayedTitle\":\"Buy now\""))
    }

    @Test func aBadRunIsRefusedByName() throws {
        let running = try ServiceAPITests.Running()
        let response = try request(running.port, "POST", "/v1/layout", json: #"{"title-runs":[{"text":"Buy "},{"weight":"bold"}]}"#)
        #expect(response.status == 400)
        #expect(response.text.contains("run 2 has no field 'text'"), "\(response.text)")
    }
}
