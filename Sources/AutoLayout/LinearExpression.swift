import ConstraintSolver

/// `Σ coefficient·variable + constant`: an edge, centre or size of a view or layout guide, in window
/// coordinates (points).
struct LinearExpression: Sendable {
    var terms: [Variable: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(_ variable: Variable) { terms = [variable: 1] }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var sum = a
        for (variable, coefficient) in b.terms { sum.terms[variable, default: 0] += coefficient }
        sum.constant += b.constant
        return sum
    }
    static func + (a: LinearExpression, b: Double) -> LinearExpression {
        var sum = a
        sum.constant += b
        return sum
    }
    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }
    static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        var product = a
        for (variable, coefficient) in a.terms { product.terms[variable] = coefficient * factor }
        product.constant *= factor
        return product
    }

    /// `self (relation) 0` as the solver's constraint: terms on the left, the constant moved to the right.
    /// Coefficients that cancel (|c| < 1e-9) are left out.
    func constraint(_ relation: Relation, priority: Double) -> LinearConstraint {
        let kept = terms.filter { abs($0.value) > 1e-9 }.sorted { $0.key < $1.key }.map { Term($0.value, $0.key) }
        return LinearConstraint(kept, relation, -constant, priority: Priority(priority))
    }

    /// The value under a solution.
    func value(in solver: Solver) -> Double {
        terms.reduce(constant) { $0 + $1.value * solver.value(of: $1.key) }
    }
}

/// A rectangle whose edges are linear expressions: a view's frame or a layout guide (window coordinates).
struct LinearRect: Sendable {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var maxX: LinearExpression { x + width }
    var maxY: LinearExpression { y + height }

    /// The rectangle inset by constant amounts on each side (points).
    func inset(top: Double, left: Double, bottom: Double, right: Double) -> LinearRect {
        LinearRect(x: x + left, y: y + top, width: width - (left + right), height: height - (top + bottom))
    }
}
