//
//  Greens.swift
//
//  Copyright © 2025 DuckDuckGo. All rights reserved.
//
//  Licensed under the Apache License, Version 2.0 (the "License");
//  you may not use this file except in compliance with the License.
//  You may obtain a copy of the License at
//
//  http://www.apache.org/licenses/LICENSE-2.0
//
//  Unless required by applicable law or agreed to in writing, software
//  distributed under the License is distributed on an "AS IS" BASIS,
//  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//  See the License for the specific language governing permissions and
//  limitations under the License.
//

import SwiftUI

extension Color {
    static let green0 = Color(0xD3FFCC)
    static let green10 = Color(0xB3F1AA)
    static let green20 = Color(0x96E38A)
    static let green30 = Color(0x7BD66D)
    static let green40 = Color(0x63C853)
    static let green50 = Color(0x4CBA3C)
    static let green60 = Color(0x399F29)
    static let green70 = Color(0x288419)
    static let green80 = Color(0x1A690D)
    static let green90 = Color(0x0F4E05)
    static let green100 = Color(0x073300)
}
