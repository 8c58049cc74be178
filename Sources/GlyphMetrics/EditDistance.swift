/// Levenshtein distance over Unicode scalars, for "closest family" and "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo
/// (at most a third of the word's length, and at least one edit): "mesure" → "measure".
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let wanted = word.lowercased()
    let limit = max(1, wanted.count / 3)
    return candidates.map { (candidate: $0, distance: editDistance(wanted, $0.lowercased())) }
        .filter { $0.distance <= limit }
        .min { $0.distance < $1.distance }?.candidate
}

/// ` (did you mean 'bounds'?)` when a candidate is a likely typo of `word` (``closestMatch(to:in:)``),
/// else nothing: the one form of the hint, for config fields and option values alike (the option
/// table and the lint config both use it, so it lives below both).
public func didYouMean(_ word: String, _ candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}
