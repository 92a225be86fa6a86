#!/usr/bin/env python3
"""Generate data/statedictionary.plist from the PyPI package `zipcodes` (MIT).

The book's format: a dictionary whose keys are state names and whose values are
arrays of zip-code strings, sorted. Only the 50 states and the District of
Columbia are kept (territories and military post offices are left out).

    pip install zipcodes==3.0.0
    python3 scripts/make_statedictionary.py > data/statedictionary.plist
"""
import plistlib
import sys
from collections import defaultdict

import zipcodes

STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas",
    "CA": "California", "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware",
    "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia", "HI": "Hawaii",
    "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland",
    "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi",
    "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York",
    "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina",
    "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah",
    "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia",
    "WI": "Wisconsin", "WY": "Wyoming",
}


def main() -> int:
    zips = defaultdict(set)
    for record in zipcodes.list_all():
        name = STATES.get(record["state"])
        if name:
            zips[name].add(record["zip_code"])
    table = {name: sorted(codes) for name, codes in sorted(zips.items())}
    total = sum(len(codes) for codes in table.values())
    print(f"{len(table)} states, {total} zip codes", file=sys.stderr)
    sys.stdout.buffer.write(plistlib.dumps(table, fmt=plistlib.FMT_XML, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
