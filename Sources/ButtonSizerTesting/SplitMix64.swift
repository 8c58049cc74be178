/// A tiny seeded generator (SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014) so random tests are reproducible from the seed they print:
/// `var random = SplitMix64(seed: seed)`, then `Int.random(in: 0..<10, using: &random)`.
/// Not for anything that needs unpredictable numbers.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed advanced once per number drawn.
    public private(set) var state: UInt64

    /// A generator that gives the same numbers for the same `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
