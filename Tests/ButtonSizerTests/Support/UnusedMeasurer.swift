import ButtonSizer

/// A measurer that must not be called (to prove a pre-measured title bypasses measurement).
struct UnusedMeasurer: TextMeasuring {
    struct Called: Error {}
    func measure(_ request: TextRequest) throws -> MeasuredText { throw Called() }
}
