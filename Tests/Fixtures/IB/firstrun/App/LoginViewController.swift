import UIKit

final class LoginViewController: UIViewController {
    @IBOutlet private weak var signupButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's "Sign up" is replaced here: lint checks login.signup's translations in its button.
        signupButton.setTitle(NSLocalizedString("login.signup", comment: "Sign-up button"), for: .normal)
    }
}
