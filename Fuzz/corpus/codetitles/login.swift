import UIKit

func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

final class LoginViewController: UIViewController {
    @IBOutlet weak var signupButton: UIButton!
    override func viewDidLoad() {
        signupButton.setTitle(NSLocalizedString("login.signup", comment: ""), for: .normal)
        self.nextButton?.configuration?.title = L("login.next")
        titleLabel.text = String(localized: "login.title")
        doneButton.setTitle("\(count) done", for: .normal)
    }
}
