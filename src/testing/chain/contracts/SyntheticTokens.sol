// SPDX-License-Identifier: MIT
// Contracts of the chain reader's tests, built on OpenZeppelin's. Every name is synthetic.
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AccessControlEnumerable} from "@openzeppelin/contracts/access/extensions/AccessControlEnumerable.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {TransparentUpgradeableProxy} from "@openzeppelin/contracts/proxy/transparent/TransparentUpgradeableProxy.sol";
import {ProxyAdmin} from "@openzeppelin/contracts/proxy/transparent/ProxyAdmin.sol";
import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";
import {Initializable} from "@openzeppelin/contracts-upgradeable/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts-upgradeable/proxy/utils/UUPSUpgradeable.sol";
import {ERC20Upgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC20/ERC20Upgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {PausableUpgradeable} from "@openzeppelin/contracts-upgradeable/utils/PausableUpgradeable.sol";

/// An Ownable ERC-20 whose owner may mint.
contract SyntheticMintableToken is ERC20, Ownable {
    constructor(address initialOwner, uint256 initialSupply)
        ERC20("Synthetic Mintable Token", "SYNMINT")
        Ownable(initialOwner)
    {
        _mint(initialOwner, initialSupply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// An Ownable ERC-20 whose owner may pause every transfer.
contract SyntheticPausableToken is ERC20Pausable, Ownable {
    constructor(address initialOwner, uint256 initialSupply)
        ERC20("Synthetic Pausable Token", "SYNPAUSE")
        Ownable(initialOwner)
    {
        _mint(initialOwner, initialSupply);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }
}

/// An ERC-20 administered through enumerable roles: holders of MINTER_ROLE mint, of DEFAULT_ADMIN_ROLE grant.
contract SyntheticRoleToken is ERC20, AccessControlEnumerable {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor(address admin) ERC20("Synthetic Role Token", "SYNROLE") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }
}

/// The first implementation behind a UUPS proxy: its owner upgrades it.
contract SyntheticUupsTokenV1 is Initializable, ERC20Upgradeable, OwnableUpgradeable, UUPSUpgradeable {
    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address initialOwner, uint256 initialSupply) external initializer {
        __ERC20_init("Synthetic Upgradeable Token", "SYNUUPS");
        __Ownable_init(initialOwner);
        _mint(initialOwner, initialSupply);
    }

    function version() external pure virtual returns (uint256) {
        return 1;
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

/// The second implementation: the same token, now with a mint for its owner.
contract SyntheticUupsTokenV2 is SyntheticUupsTokenV1 {
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function version() external pure override returns (uint256) {
        return 2;
    }
}

/// An implementation behind a transparent proxy: its ProxyAdmin's owner upgrades it, its own owner pauses it.
contract SyntheticTransparentTokenV1 is Initializable, ERC20Upgradeable, OwnableUpgradeable, PausableUpgradeable {
    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address initialOwner, uint256 initialSupply) external initializer {
        __ERC20_init("Synthetic Transparent Token", "SYNTRANS");
        __Ownable_init(initialOwner);
        __Pausable_init();
        _mint(initialOwner, initialSupply);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }
}

/// A contract that holds and reads nothing privileged: no owner, no proxy, no token.
contract SyntheticPlainCounter {
    uint256 public count;

    function increment() external {
        count += 1;
    }
}

