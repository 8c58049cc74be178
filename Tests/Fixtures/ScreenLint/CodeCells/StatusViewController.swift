import UIKit

class StatusViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath) as! TitleCell
        cell.titleLabel.text = NSLocalizedString("Setup Incomplete", comment: "The title of the status cell")
        return cell
    }
}

class TitleCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
