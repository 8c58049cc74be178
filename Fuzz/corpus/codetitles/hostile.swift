.setTitle(
[ setTitle:
x.text = NSLocalizedString("
func (_ : String) -> String
#define (
_.setTitle(NSLocalizedString(@"\\"
