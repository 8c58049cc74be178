import ConstraintSolver

/// Constraint systems: bytes → up to 8 variables and up to 48 steps (add a constraint, add an edit variable,
/// change a constant or two in one batch, remove), with ordinary and hostile numbers (NaN, ±∞, 1e308 …) and
/// priorities (0, 1001). After every step: the solver either refused the step with a `SolverError` or took it; every value is
/// finite; the tableau's invariants hold; every required constraint that is not reported broken holds within
/// 1e-6 of its scale; a broken one is named in a conflict report; the ambiguity report names only variables
/// of the solver.
enum SolverTarget {
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 0, 3, 1.5, -0.25, 4, 10]
    static let priorities: [Double] = [1000, 1000, 1000, 1000, 250, 251, 750, 749, 999, 1, 500, 50]

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzInput(bytes)
        var solver = Solver()
        let variables = (0...Int(input.byte() % 8)).map { _ in solver.makeVariable() }
        var ids: [ConstraintID] = []
        var step = 0
        while !input.isAtEnd && step < 48 {
            step += 1
            let what: String
            let operation = input.byte()
            do {
                switch operation % 8 {
                case 0, 1, 2, 3, 4:
                    var terms: [Term] = []
                    for _ in 0..<Int(input.byte() % 4) {
                        terms.append(Term(coefficient(&input), input.pick(variables)))
                    }
                    let constraint = LinearConstraint(terms, input.pick(Relation.allCases), constant(&input),
                                                      priority: Priority(priority(&input)))
                    what = "add \(constraint)"
                    ids.append(try solver.add(constraint))
                case 5:
                    let variable = input.pick(variables), value = constant(&input), level = priority(&input)
                    what = "edit \(variable) = \(value) @ \(level)"
                    ids.append(try solver.addEditVariable(variable, priority: Priority(level), value: value))
                case 6 where operation >= 0x80:
                    guard !ids.isEmpty else { continue }
                    let changes = [(input.pick(ids), constant(&input)), (input.pick(ids), constant(&input))]
                    what = "set \(changes) in one batch"
                    try solver.setConstants(changes.map { (constraint: $0.0, constant: $0.1) })
                case 6:
                    guard !ids.isEmpty else { continue }
                    let id = input.pick(ids), value = constant(&input)
                    what = "set \(id) to \(value)"
                    try solver.setConstant(value, of: id)
                default:
                    guard !ids.isEmpty else { continue }
                    let id = input.pick(ids)
                    what = "remove \(id)"
                    do { try solver.remove(id) } catch .unknownConstraint { continue }
                }
            } catch {
                // Refused: numbers out of range name the field; a repeated removal names the constraint.
                try expect(!error.description.isEmpty, "solver: an empty error")
                continue
            }
            try check(solver, after: what)
        }
    }

    static func coefficient(_ input: inout FuzzInput) -> Double {
        input.byte() % 8 == 0 ? input.number() : input.pick(coefficients)
    }

    static func constant(_ input: inout FuzzInput) -> Double {
        input.byte() % 8 == 0 ? input.number() : Double(Int(input.byte()) - 64) * 2.5
    }

    static func priority(_ input: inout FuzzInput) -> Double {
        input.byte() % 16 == 0 ? input.pick([0, 1001, .nan, 999.5, 1e308]) : input.pick(priorities)
    }

    static func check(_ solver: Solver, after what: String) throws(FuzzFinding) {
        if let violation = solver.tableauInvariantViolation() {
            throw FuzzFinding("solver: after \(what): tableau \(violation)")
        }
        let values = solver.values
        try expect(values.allSatisfy(\.isFinite), "solver: after \(what): values \(values)")
        let broken = Set(solver.conflicts.map(\.broken))
        for id in solver.requiredConstraints {
            guard let constraint = solver.constraint(id), let violation = solver.violation(of: id) else {
                throw FuzzFinding("solver: after \(what): required \(id) has no constraint")
            }
            var scale = 1 + abs(constraint.constant)
            for term in constraint.terms { scale += abs(term.coefficient * solver.value(of: term.variable)) }
            try expect(violation <= 1e-6 * scale, "solver: after \(what): required \(constraint) misses by \(violation)")
            try expect(!broken.contains(id), "solver: after \(what): \(id) is broken and still listed as required")
        }
        try expect(solver.ambiguousVariables().allSatisfy { $0.index < solver.variableCount },
                   "solver: after \(what): ambiguity names an unknown variable")
    }
}
