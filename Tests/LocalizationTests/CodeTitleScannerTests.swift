import Localization
import Testing

/// Titles set in code, read from small hand-written Swift and Objective-C snippets: each expectation is
/// the snippet's own line and key, counted by hand.
@Suite struct CodeTitleScannerTests {
    static let swift = """
        // UIKit

        func L(_ key: String) -> String {
            NSLocalizedString(key, comment: "")
        }

        final class LoginViewController: UIViewController {
            @IBOutlet private weak var signupButton: UIButton!
            private enum Layout { static let margin = 8 }

            override func viewDidLoad() {
                signupButton.setTitle(NSLocalizedString("login.signup", comment: "Sign up"), for: .normal)
                self.nextButton?.configuration?.title = L("login.next")
                doneButton.setAttributedTitle(NSAttributedString(string: String(localized: "login.done")), for: .normal)
                helpButton.titleLabel?.text = "Help"
                countButton.setTitle("\\(count) items", for: .normal)
                // signupButton.setTitle("commented out", for: .normal)
                myL10nButton.setTitle(MyL("not.a.wrapper"), for: .normal)
            }
        }
        """

    static let objectiveC = """
        #import "LoginViewController.h"
        #define LOC(key) NSLocalizedString(key, nil)

        @implementation LoginViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.signupButton setTitle:NSLocalizedString(@"login.signup", nil) forState:UIControlStateNormal];
            [_nextButton setTitle:LOC(@"login.next") forState:UIControlStateNormal];
            self.doneButton.titleLabel.text = @"Done";
        }
        @end
        """

    @Test func swiftWrappersAreOneArgumentFunctionsPassingTheirArgument() {
        #expect(CodeTitleScanner.wrappers(in: Self.swift) == ["L"])
        #expect(CodeTitleScanner.wrappers(in: "func T(_ a: String, _ b: String) -> String { NSLocalizedString(a, comment: b) }").isEmpty)
        #expect(CodeTitleScanner.wrappers(in: "func Shout(_ text: String) -> String {\n    text.uppercased()\n}").isEmpty)
    }

    @Test func objectiveCMacrosAreWrappers() {
        #expect(CodeTitleScanner.wrappers(in: Self.objectiveC) == ["LOC"])
    }

    @Test func swiftAssignmentsWithTheirLinesAndKeys() {
        let found = CodeTitleScanner.scan(Self.swift, file: "App/LoginViewController.swift", wrappers: ["L"])
        // Lines 12–16 and 18 of the snippet; line 17 is a comment.
        #expect(found.map(\.property) == ["signupButton", "nextButton", "doneButton", "helpButton", "countButton", "myL10nButton"])
        #expect(found.map(\.line) == [12, 13, 14, 15, 16, 18])
        // A literal key through NSLocalizedString, the app's wrapper and String(localized:); none for a
        // plain string, an interpolation, or a function that merely ends in the wrapper's name.
        #expect(found.map(\.key) == ["login.signup", "login.next", "login.done", nil, nil, nil])
        // The owner is the top-level class, not the nested enum declared (indented) inside it.
        #expect(Set(found.map(\.owner)) == ["LoginViewController"])
    }

    /// `cell.titleLabel.text = …` gives another object's outlet its text (Loop's StatusTableViewController and its
    /// cells); `titleLabel`, `self.titleLabel` and `self?.titleLabel` are the owner's own.
    @Test func assignmentsThroughAnotherObjectAreMarked() {
        let text = """
        class StatusViewController: UITableViewController {
            func configure(_ cell: TitleCell) {
                cell.titleLabel.text = NSLocalizedString("Setup", comment: "")
                cell?.subtitleLabel.text = "x"
                cells[0].detailLabel.text = "x"
                titleLabel.text = "x"
                self.nameLabel.text = "x"
                self?.countLabel.text = "x"
            }
        }
        """
        let found = CodeTitleScanner.scan(text, file: "StatusViewController.swift")
        #expect(found.map { "\($0.property) \($0.isThroughOtherObject)" } == [
            "titleLabel true", "subtitleLabel true", "detailLabel true", "titleLabel false", "nameLabel false", "countLabel false",
        ])
        // The screen-lint fixture's controller sets its own table's rows to size themselves on its line 6.
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let rows = CodeTitleScanner.automaticRowHeights(files: [root + "/Tests/Fixtures/ScreenLint/CodeCells/StatusViewController.swift"])
        #expect(rows.map { "\($0.property) \($0.line) \($0.owner ?? "-") \($0.isThroughOtherObject)" } == ["tableView 6 StatusViewController false"])
    }

    @Test func objectiveCMessagesAndPropertyAssignments() {
        let found = CodeTitleScanner.scan(Self.objectiveC, file: "App/LoginViewController.m", wrappers: ["LOC"])
        #expect(found.map(\.property) == ["signupButton", "nextButton", "doneButton"])
        #expect(found.map(\.line) == [7, 8, 9])
        #expect(found.map(\.key) == ["login.signup", "login.next", nil])
        #expect(Set(found.map(\.owner)) == ["LoginViewController"])
    }

    @Test func withoutTheWrapperItsKeyIsNotRead() {
        let found = CodeTitleScanner.scan(Self.swift, file: "App/LoginViewController.swift")
        #expect(found.first { $0.property == "nextButton" }?.key == nil)
    }
}
