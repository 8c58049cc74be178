// ConstraintSolver: linear equality and inequality constraints with priorities, solved incrementally.
//
// What it is. Variables; constraints `a₁·x₁ + … + aₙ·xₙ (=, ≤, ≥) c`, each with a priority from 1 to 1000
// (1000 = required); the solution satisfies every required constraint and then comes as close as it can to
// the optional ones, priority by priority. Units are whatever the caller uses. The module knows nothing of
// views or documents (as yoga's core knows no platform): the caller maps its own model onto variables.
//
// Why it is written here. No Debian package offers a C or C++ Cassowary library to link:
//   $ apt-cache search cassowary kiwi
//   python3-kiwisolver - fast implementation of the Cassowary constraint solver - Python 3.X
// (a Python extension module with no C++ headers or library to link; `apt-cache search cassowary` adds only
// librust-cassowary-dev, Rust source). So the algorithm is implemented here, and PyPI's `kiwisolver` serves
// as test tooling only (scripts/kiwi-systems.py, Tests/ConstraintSolverTests).
//
// Design (details and sources in docs/constraint-solver.md; the research note is `auto-layout §2`):
// - Cassowary's incremental simplex (Badros, Borning, Stuckey, "The Cassowary Linear Arithmetic Constraint
//   Solving Algorithm", ACM TOCHI 8(4), 2001 — BBS01), laid out as kiwi lays it out: a sparse tableau of rows
//   keyed by their basic symbol, each row a dictionary from symbol to coefficient, plus a column index (symbol
//   → rows holding it) so a pivot touches only those rows; slack symbols for inequalities, two error symbols
//   for an optional equality, one for an optional inequality, a dummy marker for a required equality. A new
//   constraint enters through a subject chosen to keep the tableau feasible, or through an artificial variable
//   (phase one); removal pivots the constraint's marker into the basis and drops its row; changing a
//   constraint's constant (an edit variable's suggested value, an intrinsic size) shifts the marker and
//   re-solves with the dual simplex. Nothing is rebuilt for these changes.
// - Priorities are strict lexicographic levels: one constraint at 251 beats any number at 250, and inside a
//   level every error weighs 1 (as `auto-layout §2.3` recommends for NSISEngine). kiwi folds its strengths
//   into one double with weights a factor 1000 apart (kiwi/strength.h as read in `auto-layout §2.2`: strong
//   1e6, medium 1e3, weak 1), so enough weak errors outweigh a strong one; that is not strict. Chosen here:
//   BBS01's symbolic weights. The objective is a vector of rows, one per priority level present, highest
//   first; a symbol's cost is compared lexicographically (its first non-zero level decides), and the dual
//   simplex compares cost ratios the same way. This is exact, costs only the levels actually present, and
//   stays incremental — solving level by level (fix the optimum of the highest level, then the next) would be
//   exact too but would re-solve every lower level after each change.
// - Determinism: every choice (entering symbol, leaving row, dual work list) takes the lowest-numbered symbol
//   among equals (Bland's rule, which also rules out cycling), and a subject the largest coefficient, never
//   dictionary order.
// - Required conflicts: the constraint being added (or whose constant is being changed) is the one given up,
//   as UIKit gives up the latest constraint (`auto-layout §2.5`); it is reported with the required
//   constraints the infeasibility proof names, and kept at a level above every optional priority (it still
//   pulls, as close as it can).
// - Ambiguity: see `Solver.ambiguousVariables()`.

/// A variable of a ``Solver``, made by ``Solver/makeVariable()``.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's number in its solver, from 0 in creation order.
    public let index: Int

    /// A variable by number; it must have been made by the solver it is used with.
    public init(index: Int) { self.index = index }

    /// `v` and the number, as errors and reports print it.
    public var description: String { "v\(index)" }

    /// Creation order.
    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }
}

/// One term `coefficient · variable` of a linear expression.
public struct Term: Hashable, Sendable {
    /// The factor, in the caller's units per unit of the variable.
    public var coefficient: Double
    /// The variable.
    public var variable: Variable

    /// A term.
    public init(_ coefficient: Double, _ variable: Variable) {
        self.coefficient = coefficient
        self.variable = variable
    }
}

/// How the two sides of a constraint compare.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    /// `=`
    case equal = "=="
    /// `≤`
    case lessThanOrEqual = "<="
    /// `≥`
    case greaterThanOrEqual = ">="
}

/// How much a constraint matters: 1 to 1000. 1000 is required (must hold); below that, a higher priority is
/// satisfied first, strictly (no number of lower-priority errors outweighs a higher one).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value, 1 to 1000; fractions are allowed and are levels of their own.
    public let value: Double

    /// A priority; ``Solver/add(_:)`` rejects values outside 1…1000.
    public init(_ value: Double) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value == 1000 }

    /// The value, without a trailing `.0` for whole numbers.
    public var description: String { formatNumber(value) }

    /// Compares values.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
}

/// `Σ terms (relation) constant` at a priority.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side's terms (a variable may appear more than once; its coefficients add up).
    public var terms: [Term]
    /// How the left side compares with the constant.
    public var relation: Relation
    /// The right side, in the caller's units.
    public var constant: Double
    /// How much the constraint matters.
    public var priority: Priority

    /// A constraint `Σ terms (relation) constant`, required unless a priority is given.
    public init(_ terms: [Term], _ relation: Relation, _ constant: Double, priority: Priority = .required) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.priority = priority
    }

    /// `2 v0 - v1 >= 8 @ 250`: the constraint as text.
    public var description: String {
        var text = ""
        for (index, term) in terms.enumerated() {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : (index == 0 ? "" : "+")
            text += (index == 0 ? sign : " \(sign) ") + (magnitude == 1 ? "" : formatNumber(magnitude) + " ")
                + term.variable.description
        }
        if terms.isEmpty { text = "0" }
        return text + " \(relation.rawValue) \(formatNumber(constant))" + (priority.isRequired ? "" : " @ \(priority)")
    }
}

/// A constraint added to a ``Solver``: its handle for removing it, changing its constant and reading reports.
/// Numbers grow in the order constraints were added.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, from 0 in the order of adding.
    public let index: Int

    /// A handle by number.
    public init(index: Int) { self.index = index }

    /// `c` and the number.
    public var description: String { "c\(index)" }

    /// Order of adding.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
}

/// A required constraint that could not hold together with others that were already there: the solver gave
/// it up (it now acts at a level below required and above every optional priority) and carries on.
public struct Conflict: Hashable, Sendable, CustomStringConvertible {
    /// The constraint given up: the one being added, or whose constant was being changed, when the required
    /// constraints stopped having a common solution.
    public var broken: ConstraintID
    /// The required constraints it conflicts with (with `broken` they have no common solution), in order of
    /// adding.
    public var conflictsWith: [ConstraintID]

    /// A conflict report.
    public init(broken: ConstraintID, conflictsWith: [ConstraintID]) {
        self.broken = broken
        self.conflictsWith = conflictsWith
    }

    /// `c7 broken; conflicts with c2, c5`.
    public var description: String {
        "\(broken) broken; conflicts with " + (conflictsWith.isEmpty ? "nothing else (it cannot hold on its own)"
                                                : conflictsWith.map(\.description).joined(separator: ", "))
    }
}

/// Input the solver refuses, naming the part of the input at fault. The solver is unchanged after it.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A term's coefficient is not finite, or its magnitude is outside 1e-3…1e3 (0 is allowed).
    case invalidCoefficient(term: Int, value: Double)
    /// A term names a variable this solver did not make.
    case unknownVariable(term: Int, variable: Variable)
    /// The constant is not finite or its magnitude is over 1e5.
    case invalidConstant(Double)
    /// The priority is outside 1…1000.
    case invalidPriority(Double)
    /// An edit variable must be optional (its suggested values would otherwise be required to hold).
    case requiredEditVariable(Variable)
    /// The handle is not a constraint of this solver (never added, or removed).
    case unknownConstraint(ConstraintID)
    /// Floating-point trouble stopped the simplex (a pivot budget ran out); the solver rebuilt its tableau
    /// without the change.
    case numericalFailure(String)

    /// What is wrong, naming the input.
    public var description: String {
        switch self {
        case let .invalidCoefficient(term, value):
            "term \(term + 1): coefficient \(formatNumber(value)) is not a finite number of magnitude 1e-3 to 1e3 (or 0)"
        case let .unknownVariable(term, variable):
            "term \(term + 1): variable \(variable) was not made by this solver"
        case let .invalidConstant(value): "constant \(formatNumber(value)) is not a finite number of magnitude at most 1e5"
        case let .invalidPriority(value): "priority \(formatNumber(value)) is not between 1 and 1000"
        case let .requiredEditVariable(variable): "edit variable \(variable): its priority must be below 1000"
        case let .unknownConstraint(id): "constraint \(id) is not in this solver"
        case let .numericalFailure(what): "numerical failure: \(what)"
        }
    }
}

/// An incremental constraint solver. After every change the solution is up to date: read it with
/// ``value(of:)`` or ``values``. A value type: copying a solver (say, once per locale) shares storage until
/// one copy changes.
public struct Solver: Sendable {
    struct Record: Sendable {
        var constraint: LinearConstraint
        var broken = false
    }

    private var tableau = Tableau()
    private var variableSymbols: [Symbol] = []
    private var records = ConstraintTable<Record>()
    private var tags = ConstraintTable<Tag>()
    private var owners: [Symbol: ConstraintID] = [:]
    private var nextConstraint = 0
    /// Whether the tableau is what ``rebuild()`` would make: only constraints added since the solver was made
    /// or last rebuilt (each in order of adding, as the rebuild places them), no constant changed or
    /// constraint removed. Then a copy of it taken before a change serves as the rebuild.
    private var isAsAdded = true

    /// Required constraints given up so far, in the order it happened.
    public private(set) var conflicts: [Conflict] = []

    /// An empty system.
    public init() {}

    /// A new variable, 0 until constraints say otherwise.
    public mutating func makeVariable() -> Variable {
        variableSymbols.append(tableau.makeSymbol(.external))
        return Variable(index: variableSymbols.count - 1)
    }

    /// The number of variables made.
    public var variableCount: Int { variableSymbols.count }

    /// The number of constraints in the system (edit variables included).
    public var constraintCount: Int { records.count }

    /// A variable's value in the current solution (0 for a variable of another solver).
    public func value(of variable: Variable) -> Double {
        guard variableSymbols.indices.contains(variable.index) else { return 0 }
        return tableau.value(variableSymbols[variable.index])
    }

    /// Every variable's value, by index.
    public var values: [Double] { variableSymbols.map { tableau.value($0) } }

    /// The constraint behind a handle, with its current constant (nil when it is not in the solver).
    public func constraint(_ id: ConstraintID) -> LinearConstraint? { records[id]?.constraint }

    /// Whether the constraint is required but was given up in a conflict (see ``conflicts``).
    public func isBroken(_ id: ConstraintID) -> Bool { records[id]?.broken ?? false }

    /// The required constraints that are not broken, in order of adding.
    public var requiredConstraints: [ConstraintID] {
        records.ids.filter { id in records[id].map { $0.constraint.priority.isRequired && !$0.broken } ?? false }
    }

    // MARK: Changing the system

    /// Adds a constraint and re-solves. A required constraint that conflicts with the required ones already
    /// there is given up and reported in ``conflicts``; the call still succeeds.
    /// - Throws: ``SolverError`` for invalid numbers, priorities or variables (the solver is unchanged).
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
        try validate(constraint)
        let id = ConstraintID(index: nextConstraint)
        nextConstraint += 1
        records[id] = Record(constraint: constraint)
        try install(id)
        return id
    }

    /// Removes a constraint and re-solves.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard records[id] != nil, let tag = tags[id] else { throw .unknownConstraint(id) }
        records[id] = nil
        tags[id] = nil
        owners[tag.marker] = nil
        isAsAdded = false
        do {
            try tableau.remove(tag)
        } catch {
            try rebuild()
        }
    }

    /// Changes a constraint's constant (its right side) and re-solves incrementally (dual simplex). When a
    /// required constraint's new constant conflicts with the other required constraints, that constraint is
    /// given up and reported in ``conflicts``.
    /// - Throws: ``SolverError`` for an unknown constraint or an invalid constant (the solver is unchanged).
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let record = records[id], let tag = tags[id] else { throw .unknownConstraint(id) }
        guard constant.isFinite, abs(constant) <= maximumConstant else { throw .invalidConstant(constant) }
        let delta = constant - record.constraint.constant
        records[id]?.constraint.constant = constant
        if delta == 0 { return }
        isAsAdded = false
        // The tableau's row is σ·(Σ a·x − c) with σ = −1 for ≤; its constant changes by −σ·δ.
        let sigma: Double = record.constraint.relation == .lessThanOrEqual ? -1 : 1
        do {
            try tableau.shift(tag.marker, by: -sigma * delta / tag.markerCoefficient)
        } catch let infeasibility as Infeasibility {
            if record.constraint.priority.isRequired && !record.broken { breakConstraint(id, infeasibility) }
            try rebuild()
        } catch {
            try rebuild()
        }
    }

    /// Changes several constants and re-solves once: one dual simplex pass for all of them (a locale's
    /// intrinsic sizes, say) instead of one per change. The result is the same optimum as changing them one by
    /// one; when the changes make required constraints conflict, the solver goes back to the constants it had
    /// and applies the changes one by one with ``setConstant(_:of:)``, so the conflict is handled and reported
    /// as there. A constraint named twice takes its last value.
    /// - Throws: ``SolverError`` for an unknown constraint or an invalid constant (nothing is changed).
    public mutating func setConstants(_ changes: [(constraint: ConstraintID, constant: Double)]) throws(SolverError) {
        for change in changes {
            guard records[change.constraint] != nil, tags[change.constraint] != nil else {
                throw .unknownConstraint(change.constraint)
            }
            guard change.constant.isFinite, abs(change.constant) <= maximumConstant else {
                throw .invalidConstant(change.constant)
            }
        }
        var before: [(id: ConstraintID, constant: Double)] = []
        // The tableau as added is what a rebuild with the constants it had would make: kept, it saves that
        // rebuild when the changes conflict (the first locale that breaks a required intrinsic size, say).
        let asAdded: Tableau? = isAsAdded ? tableau : nil
        isAsAdded = false
        do {
            for (id, constant) in changes {
                guard let record = records[id], let tag = tags[id] else { continue }
                before.append((id, record.constraint.constant))
                records[id]?.constraint.constant = constant
                let sigma: Double = record.constraint.relation == .lessThanOrEqual ? -1 : 1
                try tableau.shift(tag.marker, by: -sigma * (constant - record.constraint.constant) / tag.markerCoefficient,
                                  optimizing: false)
            }
            try tableau.dualOptimize()
        } catch {
            for (id, constant) in before.reversed() { records[id]?.constraint.constant = constant }
            if let asAdded {
                tableau = asAdded
                isAsAdded = true
            } else {
                try rebuild()
            }
            for (id, constant) in changes { try setConstant(constant, of: id) }
        }
    }

    /// Adds an edit variable: the optional constraint `variable = value` at `priority`, whose value
    /// ``suggestValue(_:for:)`` changes incrementally. With a value that is never changed it is a stay.
    /// - Throws: ``SolverError/requiredEditVariable(_:)`` for priority 1000, or the errors of ``add(_:)``.
    @discardableResult
    public mutating func addEditVariable(_ variable: Variable, priority: Priority, value: Double) throws(SolverError) -> ConstraintID {
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        return try add(LinearConstraint([Term(1, variable)], .equal, value, priority: priority))
    }

    /// Suggests a new value for an edit variable (any constraint's constant, in fact: see
    /// ``setConstant(_:of:)``).
    public mutating func suggestValue(_ value: Double, for edit: ConstraintID) throws(SolverError) {
        try setConstant(value, of: edit)
    }

    // MARK: Reports

    /// Variables whose value the constraints do not determine: another solution exists that satisfies the
    /// required constraints and is exactly as good at every priority level. Detected at the optimum: a
    /// variable that is non-basic (free, left at 0), or whose row holds a free variable or a slack/error symbol
    /// with zero cost at every level that can grow by a positive step without breaking any row. A direction
    /// that is blocked at step 0 by a degenerate row is not reported, so the list can miss such cases; every
    /// variable it names can really move.
    public func ambiguousVariables() -> [Variable] {
        let symbols = tableau.ambiguous(variableSymbols)
        return variableSymbols.indices.filter { symbols.contains(variableSymbols[$0]) }.map { Variable(index: $0) }
    }

    /// A self-check for tests and fuzzing: nil when the simplex tableau's invariants hold (rows expressed in
    /// non-basic symbols only, every slack and error row feasible, no free variable in them), else the first
    /// one that does not.
    public func tableauInvariantViolation() -> String? { tableau.invariantViolation() }

    /// How far the current solution is from satisfying a constraint: 0 when it holds, else the amount by
    /// which the left side misses the constant (in the caller's units).
    public func violation(of id: ConstraintID) -> Double? {
        guard let constraint = records[id]?.constraint else { return nil }
        var left = 0.0
        for term in constraint.terms { left += term.coefficient * value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(left - constraint.constant)
        case .lessThanOrEqual: return max(0, left - constraint.constant)
        case .greaterThanOrEqual: return max(0, constraint.constant - left)
        }
    }

    // MARK: Internals


    private func validate(_ constraint: LinearConstraint) throws(SolverError) {
        for (index, term) in constraint.terms.enumerated() {
            let magnitude = abs(term.coefficient)
            guard term.coefficient.isFinite, magnitude == 0 || coefficientRange.contains(magnitude) else {
                throw .invalidCoefficient(term: index, value: term.coefficient)
            }
            guard variableSymbols.indices.contains(term.variable.index) else {
                throw .unknownVariable(term: index, variable: term.variable)
            }
        }
        guard constraint.constant.isFinite, abs(constraint.constant) <= maximumConstant else {
            throw .invalidConstant(constraint.constant)
        }
        guard constraint.priority.value >= 1, constraint.priority.value <= 1000 else {
            throw .invalidPriority(constraint.priority.value)
        }
    }

    /// The tableau's form of a record: `σ·(Σ a·x − c) (= or ≥) 0`; a broken required constraint sits at level
    /// 1000, which no optional constraint uses.
    private func tableauConstraint(_ record: Record) -> TableauConstraint {
        let constraint = record.constraint
        let sigma: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        terms.reserveCapacity(constraint.terms.count)
        for term in constraint.terms where term.coefficient != 0 {
            terms.append((variableSymbols[term.variable.index], sigma * term.coefficient))
        }
        let level: Double? = record.broken ? 1000 : (constraint.priority.isRequired ? nil : constraint.priority.value)
        return TableauConstraint(terms: terms, constant: -sigma * constraint.constant,
                                 isEquality: constraint.relation == .equal, level: level)
    }

    enum Placement { case placed, needsRebuild, failed }

    /// Puts a record into the tableau. A required record that conflicts is given up and placed again as
    /// broken; `needsRebuild` when the tableau was left half-changed, `failed` on numerical trouble.
    private mutating func place(_ id: ConstraintID) -> Placement {
        guard let record = records[id] else { return .placed }
        do {
            let tag = try tableau.insert(tableauConstraint(record))
            tags[id] = tag
            owners[tag.marker] = id
            return .placed
        } catch let infeasibility as Infeasibility {
            guard record.constraint.priority.isRequired, !record.broken else { return .failed }
            breakConstraint(id, infeasibility)
            return infeasibility.needsRebuild ? .needsRebuild : place(id)
        } catch {
            return .failed
        }
    }

    /// Adds a record, rebuilding the tableau when a conflict left it half-changed.
    private mutating func install(_ id: ConstraintID) throws(SolverError) {
        // In a system that has had a required conflict, a required constraint is added with a copy of the
        // tableau at hand while it is still as added: if it conflicts too, the rebuild (every record placed again
        // in order, this one now broken) is that copy with this one placed as broken (the corpus' wikipedia
        // WMFFindAndReplaceView breaks ten constraints of a stack view in a row, each a rebuild of ~180).
        let required = records[id].map { $0.constraint.priority.isRequired && !$0.broken } ?? false
        let asAdded: Tableau? = isAsAdded && !conflicts.isEmpty && required ? tableau : nil
        switch place(id) {
        case .placed: return
        case .needsRebuild:
            if let asAdded {
                tableau = asAdded
                if place(id) == .placed { return }
            }
            try rebuild()
        case .failed:
            let constraint = records[id]?.constraint
            records[id] = nil
            try rebuild()
            throw .numericalFailure("adding \(constraint.map(String.init(describing:)) ?? "\(id)") did not converge")
        }
    }

    private mutating func breakConstraint(_ id: ConstraintID, _ infeasibility: Infeasibility) {
        records[id]?.broken = true
        let others = Set(infeasibility.symbols.compactMap { owners[$0] }).filter { other in
            other != id && (records[other].map { $0.constraint.priority.isRequired && !$0.broken } ?? false)
        }
        conflicts.append(Conflict(broken: id, conflictsWith: others.sorted()))
    }

    /// Builds the tableau again from every record in order of adding (after a conflict left it half-changed).
    /// Starts over when a record conflicts (it is then broken) or fails (it is dropped, and reported).
    private mutating func rebuild() throws(SolverError) {
        var dropped: [LinearConstraint] = []
        rebuilding: while true {
            tableau = Tableau(nextID: tableau.nextID)
            tags = ConstraintTable()
            owners = [:]
            for id in records.ids {
                switch place(id) {
                case .placed: continue
                case .needsRebuild: continue rebuilding
                case .failed:
                    if let constraint = records[id]?.constraint { dropped.append(constraint) }
                    records[id] = nil
                    continue rebuilding
                }
            }
            break
        }
        isAsAdded = true
        if !dropped.isEmpty {
            throw .numericalFailure("dropped " + dropped.map(\.description).joined(separator: "; "))
        }
    }
}

/// Values by constraint handle, in an array indexed by the handle's number (handles are numbered from 0 in
/// order of adding): a locale's re-solve looks up every changed constraint's record and tag, and an array
/// index costs less than hashing the handle (docs/performance.md, "Screen lint").
struct ConstraintTable<Value: Sendable>: Sendable {
    private var values: [Value?] = []
    /// The number of handles with a value.
    private(set) var count = 0

    subscript(id: ConstraintID) -> Value? {
        get { values.indices.contains(id.index) ? values[id.index] : nil }
        set {
            guard id.index >= 0 else { return }
            if id.index >= values.count {
                guard newValue != nil else { return }
                values.append(contentsOf: repeatElement(nil, count: id.index + 1 - values.count))
            }
            count += (newValue == nil ? 0 : 1) - (values[id.index] == nil ? 0 : 1)
            values[id.index] = newValue
        }
    }

    /// The handles with a value, in order of adding.
    var ids: [ConstraintID] { values.indices.filter { values[$0] != nil }.map { ConstraintID(index: $0) } }
}

/// Coefficients the solver accepts (besides 0). Layout multipliers are ratios such as 2/3, 0.75 or 271/152;
/// outside a factor 1000 either way, double-precision pivots lose the 1e-6 the tests hold required constraints
/// to (the fuzz target found a required equality off by 298 with a coefficient of 1e6).
let coefficientRange = 1e-3...1e3

/// The largest constant accepted: lengths in points are far below it.
let maximumConstant = 1e5

/// A number as text: whole numbers without a fraction, others with up to 17 significant digits.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}
