// The simplex tableau behind `Solver`: symbols, sparse rows and their column index, the lexicographic
// objective, and the pivots of Cassowary's incremental simplex (BBS01; the row and symbol layout follows kiwi's,
// as docs/constraint-solver.md describes). Everything here is internal; `Solver` validates input first.
//
// Invariants kept between public calls:
// - every row is `basic = constant + Σ coefficient · symbol` over non-basic symbols only;
// - restricted basics (slack, error) have a constant ≥ 0 (primal feasible);
// - the objective is optimal: no non-dummy, non-external symbol has a lexicographically negative cost;
// - a non-basic external ("parametric") symbol appears only in rows whose basic is external, never in a row
//   with a restricted basic and never in the objective, because every new row that mentions one makes it basic.

/// A column of the tableau: a caller's variable (external), an inequality's slack, an optional constraint's
/// error, or a required equality's dummy marker (always 0, only there so the constraint can be found again).
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Int { case external = 0, slack = 1, error = 2, dummy = 3 }

    /// Creation order × 4 + kind, so comparing two symbols compares their creation order (the tie-break that
    /// makes every choice deterministic: Bland's rule, lowest index first).
    let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// Slack and error symbols are ≥ 0 and may enter or leave the basis during optimisation.
    var isPivotable: Bool { let k = raw & 3; return k == 1 || k == 2 }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

    static func == (a: Symbol, b: Symbol) -> Bool { a.raw == b.raw }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// The hash the tableau's dictionaries and sets use: a multiply–xorshift mix of the raw value and the table's
    /// seed, instead of SipHash through `Hasher` (whose set-up and finalisation were a quarter of re-solving a
    /// screen for another locale: docs/performance.md, "Screen lint"). Symbols are small consecutive integers that
    /// no input chooses, so a keyed hash buys nothing here; the seed still varies the order per table.
    func _rawHashValue(seed: Int) -> Int {
        var x = UInt64(bitPattern: Int64(raw)) &+ UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: UInt(x ^ (x >> 31)))
    }
}

/// Below this magnitude a coefficient is zero (kiwi's `nearZero` uses the same 1e-8).
let epsilon = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A sum this small against its addends is rounding noise of a cancellation, and is zero.
let cancellation = 1e-11

/// The smallest coefficient a pivot may divide by. Ratio tests must see small coefficients (1e-9 is real in a
/// row scaled by 1e6, and skipping such a row lets it go infeasible), but not rounding noise.
let pivotTolerance = 1e-12

/// `constant + Σ cells[s] · s`, sparse: only non-zero coefficients are stored.
struct Row: Sendable {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double) { self.constant = constant }

    func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels to zero: relative to the two addends,
    /// not below a fixed size, because a coefficient of 1e-9 is real in a row scaled by 1e6 and dropping it
    /// would be amplified a millionfold by a later pivot.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) { _ = addCell(symbol, coefficient) }

    /// `add(symbol, coefficient)` with one look-up of the symbol instead of two, telling whether its cell
    /// appeared (+1), went (−1) or neither (0), so the caller can keep a column index in step.
    @inline(__always)
    mutating func addCell(_ symbol: Symbol, _ coefficient: Double) -> Int {
        if let index = cells.index(forKey: symbol) {
            let old = cells.values[index]
            let sum = old + coefficient
            if abs(sum) <= cancellation * max(abs(old), abs(coefficient)) {
                cells.remove(at: index)
                return -1
            }
            cells.values[index] = sum
            return 0
        }
        let old = 0.0, sum = old + coefficient
        if abs(sum) <= cancellation * max(abs(old), abs(coefficient)) { return 0 }
        cells[symbol] = sum
        return 1
    }

    /// Adds `factor × other` (constant and cells).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.cells { add(symbol, coefficient * factor) }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells.values[index] = -cells.values[index] }
    }

    /// Reads the row as `0 = constant + Σ…` and rewrites it as `symbol = …` (symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells.values[index] *= factor }
    }

    /// Reads the row as `basic = …` and rewrites it as `entering = …` (basic joins the cells).
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row`'s expression for it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { add(row, times: coefficient) }
    }
}

/// One priority level of the objective: the sum of its constraints' errors (unit weight each), as a row over
/// the non-basic symbols.
struct Level: Sendable {
    var priority: Double
    var row = Row(constant: 0)
}

/// A constraint as the tableau sees it: `Σ terms + constant ≥ 0` or `= 0`; `level` nil when required.
struct TableauConstraint {
    var terms: [(symbol: Symbol, coefficient: Double)]
    var constant: Double
    var isEquality: Bool
    var level: Double?
}

/// The symbols a constraint added: `marker` appears in the constraint's original row with coefficient
/// `markerCoefficient` and nowhere else at first (slack −1, dummy +1, positive error −1); `other` is the
/// second error of an optional constraint.
struct Tag: Sendable {
    var marker: Symbol
    var markerCoefficient: Double
    var other: Symbol?
    var level: Double?
}

/// Why a change could not be made with every required constraint holding: the rows whose symbols prove it
/// (the marker symbols in them name the required constraints involved), and whether the tableau was left
/// half-changed and must be rebuilt.
struct Infeasibility: Error {
    var symbols: [Symbol]
    var needsRebuild: Bool
}

/// The pivot budget ran out (floating-point cycling on hostile input); the tableau must be rebuilt.
struct PivotBudgetExceeded: Error {}

struct Tableau: Sendable {
    /// Rows by basic symbol. Change them only through `setRow`/`takeRow` or with `columns` kept in step.
    private(set) var rows: [Symbol: Row] = [:]
    /// For each symbol, the basics of the rows that hold it: a pivot or a constant change visits those rows
    /// only, not the whole tableau (a scene's few thousand rows re-solved for 30 locales).
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basics whose constant went negative (dual simplex work list).
    var infeasible: Set<Symbol> = []
    var nextID: Int

    init(nextID: Int = 0) { self.nextID = nextID }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    // MARK: Objective

    mutating func levelIndex(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority), at: index)
            return index
        }
        levels.append(Level(priority: priority))
        return levels.count - 1
    }

    /// Adds `coefficient · symbol` to a level, expressed in non-basic symbols.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        if let row = rows[symbol] {
            levels[level].row.add(row, times: coefficient)
        } else {
            levels[level].row.add(symbol, coefficient)
        }
    }

    /// The sign of a symbol's cost read lexicographically (the highest level where it is non-zero decides).
    func costSign(_ symbol: Symbol) -> Int {
        for level in levels {
            let c = level.row.coefficient(symbol)
            if !isNearZero(c) { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Whether `cost(a) / da` is lexicographically smaller than `cost(b) / db` (a tie is false).
    func ratioIsLess(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Bool {
        for level in levels {
            let x = level.row.coefficient(a) / da, y = level.row.coefficient(b) / db
            if abs(x - y) >= epsilon { return x < y }
        }
        return false
    }

    // MARK: Rows and columns

    mutating func setRow(_ basic: Symbol, _ row: Row) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    mutating func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { unlink(symbol, basic) }
        return row
    }

    private mutating func unlink(_ symbol: Symbol, _ basic: Symbol) {
        guard let index = columns.index(forKey: symbol) else { return }
        columns.values[index].remove(basic)
        if columns.values[index].isEmpty { columns.remove(at: index) }
    }

    /// Sets a symbol to 0 wherever it is (rows and objective).
    mutating func clear(_ symbol: Symbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]?.cells[symbol] = nil }
        for index in levels.indices { levels[index].row.cells[symbol] = nil }
        artificial?.cells[symbol] = nil
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row and objective; collects restricted rows made infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            // The row is moved out of its slot and back (one look-up; the slot holds an empty row meanwhile), not
            // removed and inserted again.
            guard let slot = rows.index(forKey: basic) else { continue }
            var target = Row(constant: 0)
            swap(&target, &rows.values[slot])
            guard let factor = target.cells.removeValue(forKey: symbol) else {
                swap(&target, &rows.values[slot])
                continue
            }
            target.constant += row.constant * factor
            for (other, coefficient) in row.cells {
                switch target.addCell(other, coefficient * factor) {
                case 1: columns[other, default: []].insert(basic)
                case -1: unlink(other, basic)
                default: break
                }
            }
            if basic.kind != .external && target.constant <= -epsilon { infeasible.insert(basic) }
            swap(&target, &rows.values[slot])
        }
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(leaving) else { return }
        row.solve(basic: leaving, for: entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The symbol to enter for the main objective: the lowest-numbered one with a lexicographically negative
    /// cost (Bland's rule, so degenerate pivots cannot cycle).
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            for (symbol, c) in level.row.cells where c <= -epsilon && symbol.isPivotable {
                if let b = best, b < symbol { continue }
                if levels[..<index].allSatisfy({ isNearZero($0.row.coefficient(symbol)) }) { best = symbol }
            }
        }
        return best
    }

    /// The row to leave when `entering` grows: the tightest restricted row (ratio test), lowest basic on ties.
    func leavingRow(_ entering: Symbol) -> Symbol? {
        var best: (ratio: Double, basic: Symbol)?
        for basic in columns[entering] ?? [] where basic.kind != .external {
            guard let row = rows[basic], let c = row.cells[entering], c < -pivotTolerance else { continue }
            let ratio = -row.constant / c
            if let b = best, b.ratio < ratio || (b.ratio == ratio && b.basic < basic) { continue }
            best = (ratio, basic)
        }
        return best?.basic
    }

    func budget() -> Int { 1000 + 50 * rows.count }

    /// Primal simplex on the main objective (or the artificial one) until no symbol improves it.
    mutating func optimize(artificialPhase: Bool = false) throws(PivotBudgetExceeded) {
        // Primal pivots keep every row feasible; what the work list gathers here is rounding noise.
        defer { infeasible = [] }
        var pivots = 0, limit = budget()
        while true {
            let entering: Symbol?
            if artificialPhase {
                entering = artificial.flatMap { Self.lowest(in: $0) { $1 <= -epsilon && $0.isPivotable } }
            } else {
                entering = enteringSymbol()
            }
            guard let entering else { return }
            // The objectives are sums of non-negative errors, so bounded below: a missing leaving row means
            // the tableau is numerically broken.
            guard let leaving = leavingRow(entering) else { throw PivotBudgetExceeded() }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > limit { throw PivotBudgetExceeded() }
            limit = max(limit, budget())
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal. Throws
    /// `Infeasibility` when a row proves the required constraints cannot all hold.
    mutating func dualOptimize() throws {
        var pivots = 0
        let limit = budget()
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant <= -epsilon else { continue }
            var best: (symbol: Symbol, coefficient: Double)?
            for (symbol, c) in row.cells where c > pivotTolerance && symbol.isPivotable {
                // The smallest cost ratio keeps every other cost ≥ 0; the lowest symbol wins a tie.
                if let b = best {
                    let less = ratioIsLess(symbol, c, b.symbol, b.coefficient)
                    let tie = !less && !ratioIsLess(b.symbol, b.coefficient, symbol, c)
                    guard less || (tie && symbol < b.symbol) else { continue }
                }
                best = (symbol, c)
            }
            guard let entering = best?.symbol else {
                infeasible = []
                throw Infeasibility(symbols: [leaving] + row.cells.keys.sorted(), needsRebuild: true)
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > limit { infeasible = []; throw PivotBudgetExceeded() }
        }
    }

    // MARK: Adding

    /// Adds a constraint (BBS01 §4: a new row, a subject chosen so the tableau stays feasible, else phase one
    /// with an artificial variable), then re-optimises.
    mutating func insert(_ constraint: TableauConstraint) throws -> Tag {
        var row = Row(constant: constraint.constant)
        for (symbol, coefficient) in constraint.terms {
            if let basic = rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
        }
        let tag: Tag
        if !constraint.isEquality {
            let slack = makeSymbol(.slack)
            row.add(slack, -1)
            if let level = constraint.level {
                let error = makeSymbol(.error)
                row.add(error, 1)
                levels[levelIndex(level)].row.add(error, 1)
                tag = Tag(marker: slack, markerCoefficient: -1, other: error, level: level)
            } else {
                tag = Tag(marker: slack, markerCoefficient: -1, other: nil, level: nil)
            }
        } else if let level = constraint.level {
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            let index = levelIndex(level)
            levels[index].row.add(plus, 1)
            levels[index].row.add(minus, 1)
            tag = Tag(marker: plus, markerCoefficient: -1, other: minus, level: level)
        } else {
            let dummy = makeSymbol(.dummy)
            row.add(dummy, 1)
            tag = Tag(marker: dummy, markerCoefficient: 1, other: nil, level: nil)
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only required equalities' dummies are left: the row is `constant = 0` in disguise.
            guard isNearZero(row.constant) else {
                throw Infeasibility(symbols: row.cells.keys.sorted(), needsRebuild: false)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            try addWithArtificialVariable(row)
        }
        try optimize()
        return tag
    }

    /// An external symbol if the row has one, else the new slack or error if its coefficient
    /// is negative (the row's constant is ≥ 0, so the new basic starts feasible).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // The external with the largest coefficient (partial pivoting: no division by a small number),
        // the lowest one on a tie.
        var best: (symbol: Symbol, magnitude: Double)?
        for (symbol, c) in row.cells where symbol.kind == .external {
            let magnitude = abs(c)
            if let b = best, b.magnitude > magnitude || (b.magnitude == magnitude && b.symbol < symbol) { continue }
            best = (symbol, magnitude)
        }
        if let best { return best.symbol }
        if tag.marker.isPivotable && row.coefficient(tag.marker) < 0 { return tag.marker }
        if let other = tag.other, row.coefficient(other) < 0 { return other }
        return nil
    }

    /// Phase one: minimise an artificial variable standing for the row; feasible iff it reaches 0.
    mutating func addWithArtificialVariable(_ row: Row) throws {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(artificialPhase: true)
        let value = artificial?.constant ?? 0
        // The infeasibility proof, made only when one is thrown.
        let phaseOne = artificial
        func certificate() -> [Symbol] { phaseOne.map { Array($0.cells.keys).sorted() } ?? [] }
        artificial = nil
        guard isNearZero(value) else {
            throw Infeasibility(symbols: certificate(), needsRebuild: true)
        }
        if var artRow = takeRow(art) {
            if !artRow.cells.isEmpty {
                guard let entering = Self.lowest(in: artRow, where: { $0.isPivotable && abs($1) > pivotTolerance }) else {
                    throw Infeasibility(symbols: certificate(), needsRebuild: true)
                }
                artRow.solve(basic: art, for: entering)
                substitute(entering, with: artRow)
                setRow(entering, artRow)
            }
        }
        clear(art)
    }

    /// The lowest symbol of `row` whose cell passes `test` (without building a filtered copy of the row).
    static func lowest(in row: Row, where test: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, c) in row.cells where test(symbol, c) {
            if let b = best, b < symbol { continue }
            best = symbol
        }
        return best
    }

    // MARK: Removing and changing

    /// Takes a constraint out: its errors leave the objective, then its marker (and second error) are
    /// eliminated by making each basic and dropping that row.
    mutating func remove(_ tag: Tag) throws(PivotBudgetExceeded) {
        if let level = tag.level, let index = levels.firstIndex(where: { $0.priority == level }) {
            if tag.marker.kind == .error { addToObjective(tag.marker, -1, level: index) }
            if let other = tag.other { addToObjective(other, -1, level: index) }
        }
        eliminate(tag.marker)
        if let other = tag.other { eliminate(other) }
        try optimize()
    }

    /// Makes `symbol` basic through the row that keeps the tableau feasible, and drops that row.
    mutating func eliminate(_ symbol: Symbol) {
        if takeRow(symbol) != nil { return }
        var first: (ratio: Double, basic: Symbol)?, second: (ratio: Double, basic: Symbol)?, third: Symbol?
        for basic in columns[symbol] ?? [] {
            guard let row = rows[basic], let c = row.cells[symbol], abs(c) > pivotTolerance else { continue }
            if basic.kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / c
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true { second = (ratio, basic) }
            }
        }
        guard let leaving = first?.basic ?? second?.basic ?? third, var row = takeRow(leaving) else {
            // Nowhere, or only as rounding noise: setting it to 0 drops nothing real.
            clear(symbol)
            return
        }
        row.solve(basic: leaving, for: symbol)
        substitute(symbol, with: row)
        infeasible = []
    }

    /// The original row of a constraint gained `amount · markerCoefficient` in its constant: in the tableau
    /// that is the marker replaced by `marker + amount` (BBS01 §5's edit update, for any constraint), followed
    /// by the dual simplex (unless `optimizing` is false: the caller runs it once after several shifts).
    mutating func shift(_ marker: Symbol, by amount: Double, optimizing: Bool = true) throws {
        // One look-up of each row, changed in place.
        if let index = rows.index(forKey: marker) {
            rows.values[index].constant -= amount
            try check(marker, index)
        } else {
            for basic in columns[marker] ?? [] {
                guard let index = rows.index(forKey: basic), let c = rows.values[index].cells[marker] else { continue }
                rows.values[index].constant += c * amount
                try check(basic, index)
            }
            for index in levels.indices {
                if let c = levels[index].row.cells[marker] { levels[index].row.constant += c * amount }
            }
        }
        if optimizing { try dualOptimize() }
    }

    private mutating func check(_ basic: Symbol, _ index: Dictionary<Symbol, Row>.Index) throws {
        switch basic.kind {
        case .external: break
        case .dummy:
            let row = rows.values[index]
            if !isNearZero(row.constant) {
                infeasible = []
                throw Infeasibility(symbols: [basic] + row.cells.keys.sorted(), needsRebuild: true)
            }
        case .slack, .error:
            if rows.values[index].constant <= -epsilon { infeasible.insert(basic) }
        }
    }

    // MARK: Reading

    func value(_ symbol: Symbol) -> Double {
        guard let value = rows[symbol]?.constant, !isNearZero(value) else { return 0 }
        return value
    }

    /// External symbols whose value the optimum does not determine: non-basic externals (free parameters),
    /// and basic externals whose row holds a free parameter or a zero-cost restricted symbol that can grow
    /// by a positive amount without making any row infeasible. A degenerate direction (blocked at step 0)
    /// is not reported.
    func ambiguous(_ externals: [Symbol]) -> Set<Symbol> {
        var result = Set(externals.filter { rows[$0] == nil })
        // Only a symbol in an external's row can make that external ambiguous, so the external rows' cells are
        // the candidates, each judged once (re-solving a screen asks this at every solve: docs/performance.md,
        // "Screen lint"): a non-basic external always moves its rows; a slack or error symbol when its cost is
        // zero at every level and it can grow by a positive step before a restricted row holding it reaches 0.
        var verdicts: [Symbol: Bool] = [:]
        for slot in rows.indices where rows.keys[slot].kind == .external {
            let basic = rows.keys[slot]
            for (symbol, c) in rows.values[slot].cells where symbol.kind != .dummy && !isNearZero(c) {
                let moves: Bool
                if symbol.kind == .external {
                    moves = true
                } else if let known = verdicts[symbol] {
                    moves = known
                } else {
                    moves = freelyGrows(symbol)
                    verdicts[symbol] = moves
                }
                if moves { result.insert(basic) }
            }
        }
        return result
    }

    /// Whether a non-basic slack or error symbol costs nothing at every level and can grow by more than
    /// `epsilon` before a restricted row that holds it reaches 0.
    private func freelyGrows(_ symbol: Symbol) -> Bool {
        guard costSign(symbol) == 0 else { return false }
        var step = Double.infinity
        for basic in columns[symbol] ?? [] where basic.kind != .external {
            guard let row = rows[basic], let c = row.cells[symbol], c < 0 else { continue }
            step = min(step, row.constant / -c)
        }
        return step > epsilon
    }
}

extension Tableau {
    /// The invariants at the top of this file, checked (for tests): nil when they hold.
    func invariantViolation() -> String? {
        for (basic, row) in rows {
            for symbol in row.cells.keys where rows[symbol] != nil { return "\(basic.raw)'s row holds basic \(symbol.raw)" }
            if basic.kind != .external {
                if row.constant <= -epsilon { return "restricted \(basic.raw) = \(row.constant)" }
                if row.cells.keys.contains(where: { $0.kind == .external }) { return "restricted \(basic.raw)'s row holds an external" }
            }
        }
        for level in levels {
            for symbol in level.row.cells.keys where rows[symbol] != nil { return "level \(level.priority) holds basic \(symbol.raw)" }
        }
        for (basic, row) in rows {
            for symbol in row.cells.keys where columns[symbol]?.contains(basic) != true {
                return "column \(symbol.raw) misses row \(basic.raw)"
            }
        }
        for (symbol, holders) in columns {
            for basic in holders where rows[basic]?.cells[symbol] == nil { return "column \(symbol.raw) lists row \(basic.raw)" }
        }
        return nil
    }
}
